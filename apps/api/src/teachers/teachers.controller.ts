import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { Access } from '../common/access/access.decorator';
import { InvalidatesCache, PublicCache, SharedWithSignedIn } from '../common/http-cache/http-cache.decorators';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import { TeachersService } from './teachers.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('teachers')
@Controller()
export class TeachersController {
  constructor(private readonly teachers: TeachersService) {}

  @Get(TEACHER_ROUTES.getTeachers)
  @Access('public')
  @PublicCache('teachers')
  @SharedWithSignedIn()
  @ApiOperation({ summary: 'Every teacher, the OWNER first, then by name', description: 'Anyone. Response: { teachers }.' })
  async list(): Promise<GetTeachersResponse> {
    return { teachers: (await this.teachers.list()).map((record) => this.teachers.view(record)) };
  }

  @Get(TEACHER_ROUTES.getTeacher)
  @Access('public')
  @PublicCache('teachers')
  @SharedWithSignedIn()
  @ApiOperation({ summary: 'One teacher', description: 'Anyone. 404 when there is no such teacher. Response: { teacher }.' })
  async get(@Param('id') id: string): Promise<GetTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.get(id)) };
  }

  @Post(TEACHER_ROUTES.createTeacher)
  @Access('admin')
  @Audited(AUDIT.teachers.create)
  @InvalidatesCache('teachers')
  @ImageUpload('image')
  @ApiBody(multipartDoc(createTeacherSchema, 'image'))
  @ApiOperation({
    summary: 'Add a teacher',
    description:
      'Admins only. The teacher form (name, subject, email, phone, facebook, googlePlus, linkedin, instagram, twitter, desc ' +
      'required; videoUrl, passions, skills, role optional) as JSON, multipart fields or a multipart `payload` JSON field, ' +
      'with an optional portrait under `image`. Response: { teacher }.',
  })
  async create(
    @Body(new ZodBodyPipe(createTeacherSchema)) input: CreateTeacher,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.create(input, image?.path)) };
  }

  @Put(TEACHER_ROUTES.updateTeacher)
  @Access('admin')
  @Audited(AUDIT.teachers.update)
  @InvalidatesCache('teachers')
  @ImageUpload('image')
  @ApiBody(multipartDoc(updateTeacherSchema, 'image'))
  @ApiOperation({
    summary: 'Change a teacher',
    description:
      'Admins only. The id plus only the fields that change; the id with just an `image` replaces the portrait. ' +
      'Response: { teacher }.',
  })
  async update(
    @Body(new ZodBodyPipe(updateTeacherSchema)) input: UpdateTeacher,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateTeacherResponse> {
    return { teacher: this.teachers.view(await this.teachers.update(input, image?.path)) };
  }

  @Delete(TEACHER_ROUTES.deleteTeacher)
  @Access('admin')
  @Audited(AUDIT.teachers.remove)
  @InvalidatesCache('teachers')
  @HttpCode(200)
  @ApiBody(bodyDoc(teacherIdSchema))
  @ApiOperation({
    summary: 'Remove a teacher',
    description:
      'Admins only. Body {id, path}; path is ignored: the portrait removed is the one the database recorded. ' +
      'Response: { success: true, teacher } (the removed teacher).',
  })
  async remove(@Body(new ZodBodyPipe(teacherIdSchema)) { id }: TeacherId): Promise<DeleteTeacherResponse> {
    return { success: true, teacher: this.teachers.view(await this.teachers.remove(id)) };
  }
}
