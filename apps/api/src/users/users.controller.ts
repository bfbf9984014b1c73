import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreateUserResponse,
  type DeleteUserResponse,
  type GetUserResponse,
  type GetUsersResponse,
  type UpdateUserResponse,
  USER_ROUTES,
} from '@trailside/domain/users/user.contract';
import {
  createUserSchema,
  type CreateUser,
  type UpdateUser,
  updateUserSchema,
  type UserId,
  userIdSchema,
} from '@trailside/domain/users/user.schema';
import { Access } from '../common/access/access.decorator';
import { CurrentUser } from '../common/access/current-user.decorator';
import { ImageUpload } from '../common/storage/image-upload.decorator';
import { bodyDoc, multipartDoc } from '../common/validation/body-doc';
import { ZodBodyPipe } from '../common/validation/zod-body.pipe';
import type { UserAccount } from './user-account.entity';
import { UsersService } from './users.service';
import { AUDIT } from '../audit/audit-descriptions';
import { Audited } from '../audit/audited.decorator';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get(USER_ROUTES.getUsers)
  @Access('admin')
  @ApiOperation({ summary: 'List every user', description: 'Response: { users }.' })
  async list(): Promise<GetUsersResponse> {
    return { users: (await this.users.list()).map((account) => this.users.view(account)) };
  }

  @Get(USER_ROUTES.getUser)
  @Access('owner-or-admin')
  @ApiOperation({ summary: 'One user', description: 'Response: { user }.' })
  async get(@CurrentUser() actor: UserAccount, @Param('id') id: string): Promise<GetUserResponse> {
    return { user: this.users.view(await this.users.get(actor, id)) };
  }

  @Post(USER_ROUTES.createUser)
  @Access('admin')
  @Audited(AUDIT.users.create)
  @ImageUpload('profileImage')
  @ApiBody(multipartDoc(createUserSchema, 'profileImage'))
  @ApiOperation({
    summary: 'Create a user (the Create User form)',
    description: 'Fields as JSON, as multipart fields, or as a multipart `payload` JSON field. Only a GOD may create a GOD. Response: { user }.',
  })
  async create(
    @CurrentUser() actor: UserAccount,
    @Body(new ZodBodyPipe(createUserSchema)) input: CreateUser,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<CreateUserResponse> {
    return { user: this.users.view(await this.users.createByAdmin(actor, input, image?.path)) };
  }

  @Put(USER_ROUTES.updateUser)
  @Access('owner-or-admin')
  @Audited(AUDIT.users.update)
  @ImageUpload('profileImage')
  @ApiBody(multipartDoc(updateUserSchema, 'profileImage'))
  @ApiOperation({
    summary: 'Change a user',
    description:
      'The id plus only the fields that change. Users change their own account (a new password needs currentPassword); ' +
      'admins change accounts at their level or below. ' +
      'Only admins change access levels, never above their own, and the last GOD cannot be demoted. Response: { user }.',
  })
  async update(
    @CurrentUser() actor: UserAccount,
    @Body(new ZodBodyPipe(updateUserSchema)) input: UpdateUser,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UpdateUserResponse> {
    return { user: this.users.view(await this.users.update(actor, input, image?.path)) };
  }

  @Delete(USER_ROUTES.deleteUser)
  @Access('owner-or-admin')
  @Audited(AUDIT.users.remove)
  @HttpCode(200)
  @ApiBody(bodyDoc(userIdSchema))
  @ApiOperation({
    summary: 'Delete a user',
    description: 'Body { id }. Users may delete their own account; the last GOD cannot be deleted. Response: { success: true }.',
  })
  async remove(@CurrentUser() actor: UserAccount, @Body(new ZodBodyPipe(userIdSchema)) { id }: UserId): Promise<DeleteUserResponse> {
    await this.users.remove(actor, id);
    return { success: true };
  }
}
