import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { AuditEntryRecord } from './audit-entry.entity';
import { AuditController } from './audit.controller';
import { AuditService } from './audit.service';
import { AuditInterceptor } from './audit.interceptor';

/** The audit trail: its table, GET /api/audit, and the audit interceptor every feature's write routes use. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([AuditEntryRecord])],
  controllers: [AuditController],
  providers: [AuditService, AuditInterceptor],
  exports: [AuditService, AuditInterceptor],
})
export class AuditModule {}
