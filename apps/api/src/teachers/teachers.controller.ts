import { Body, Controller, Param, UploadedFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CreateTeacherResponse,
  type DeleteTeacherResponse,
  type GetTeacherResponse,
  type GetTeachersResponse,
  TEACHER_ROUTES,
  type UpdateTeacherResponse,
} from '@trailside/domain/teachers/teacher.contract';
import {
  createTeacherSchema,
  type CreateTeacher,
  teacherIdSchema,
  type TeacherId,
  updateTeacherSchema,
  type UpdateTeacher,
} from '@trailside/domain/teachers/teacher.schema';
import { TeachersService } from './teachers.service';
import { TEACHERS_AUDIT } from './teachers.audit';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('teachers')
@Controller()
export class TeachersController {
  constructor(private readonly teachers: TeachersService) {}

  @Endpoint({
    method: 'GET', path: TEACHER_ROUTES.getTeachers, access: 'public', cache: { tags: ['teachers'], sharedWithSignedIn: true },
    summary: 'Every teacher, the OWNER first, then by name', description: 'Anyone. Response: { teachers }.',
  })
  async list(): Promise<GetTeachersResponse> {
    return { teachers: (await this.teachers.list()).map((record) => this.teachers.view(record)) };
  }

  @Endpoint({
    method: 'GET', path: TEACHER_ROUTES.getTeacher, access: 'public', cache: { tags: ['teachers'], sharedWithSignedIn: true },
    summary: 'One teacher', description: 'Anyone. 404 when there is no such teacher. Response: { teacher }.',
  })
  async get(@Param('id') id: string): Promise<GetTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.get(id)) };
  }

  @Endpoint({
    method: 'POST', path: TEACHER_ROUTES.createTeacher, access: 'admin', invalidates: ['teachers'], audit: TEACHERS_AUDIT.create,
    body: createTeacherSchema, upload: { picture: 'image' },
    summary: 'Add a teacher',
    description:
      'Admins only. The teacher form (name, subject, email, phone, facebook, googlePlus, linkedin, instagram, twitter, desc ' +
      'required; videoUrl, passions, skills, role optional) as JSON, multipart fields or a multipart `payload` JSON field, ' +
      'with an optional portrait under `image`. Response: { teacher }.',
  })
  async create(
    @Body() input: CreateTeacher,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.create(input, image?.path)) };
  }

  @Endpoint({
    method: 'PUT', path: TEACHER_ROUTES.updateTeacher, access: 'admin', invalidates: ['teachers'], audit: TEACHERS_AUDIT.update,
    body: updateTeacherSchema, upload: { picture: 'image' },
    summary: 'Change a teacher',
    description:
      'Admins only. The id plus only the fields that change; the id with just an `image` replaces the portrait. ' +
      'Response: { teacher }.',
  })
  async update(
    @Body() input: UpdateTeacher,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.update(input, image?.path)) };
  }

  @Endpoint({
    method: 'DELETE', path: TEACHER_ROUTES.deleteTeacher, access: 'admin', invalidates: ['teachers'], audit: TEACHERS_AUDIT.remove,
    body: teacherIdSchema, status: 200,
    summary: 'Remove a teacher',
    description:
      'Admins only. Body {id, path}; path is ignored: the portrait removed is the one the database recorded. ' +
      'Response: { success: true, teacher } (the removed teacher).',
  })
  async remove(@Body() { id }: TeacherId): Promise<DeleteTeacherResponse> {
    return { success: true, teacher: this.teachers.view(await this.teachers.remove(id)) };
  }
}
