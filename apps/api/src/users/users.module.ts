import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { FirstAdminService } from './first-admin.service';
import { UserAccount } from './user-account.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MikroOrmModule.forFeature([UserAccount])],
  controllers: [UsersController],
  providers: [UsersService, FirstAdminService],
  exports: [UsersService, FirstAdminService],
})
export class UsersModule {}
