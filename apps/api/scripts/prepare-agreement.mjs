// What the offers slice of issue 41 will do when a family accepts an offer, for the browser tests until it lands: a
// family with its guardians and a child is made, then AgreementsService.prepare makes the agreement and mails each
// guardian their link. Run beside a running API on the same DATA_DIR (or DATABASE_URL), as a second instance would be:
// only the modules it needs, so it leaves the server's running marker and timers alone. Prints
// { familyId, studentIds, agreementId } as JSON.
//   node apps/api/scripts/prepare-agreement.mjs '{"guardians":[{"name":"Priya Parkes","email":"p@x.example"}],"children":[{"firstName":"Theo","lastName":"Parkes"}]}'
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { distDir, requireBuild } from './harness.mjs';

requireBuild();
const require = createRequire(import.meta.url);
const { NestFactory } = require('@nestjs/core');
const { Module } = require('@nestjs/common');
const { MikroOrmModule } = require('@mikro-orm/nestjs');
const { ThrottlerModule } = require('@nestjs/throttler');
const { EntityManager, RequestContext } = require('@mikro-orm/core');
const built = (path) => require(join(distDir, path));
const { loadConfig } = built('config/config.js');
const { ConfigModule } = built('config/config.module.js');
const { ormOptions } = built('database/orm-options.js');
const { CommonModule } = built('common/common.module.js');
const { AuditModule } = built('audit/audit.module.js');
const { SettingsModule } = built('settings/settings.module.js');
const { FamiliesModule } = built('admissions/families/families.module.js');
const { FamiliesService } = built('admissions/families/families.service.js');
const { GuardianRecord } = built('admissions/families/guardian.entity.js');
const { AgreementsModule } = built('admissions/agreements/agreements.module.js');
const { AgreementsService } = built('admissions/agreements/agreements.service.js');
const { MailOutboxService } = built('common/mail/mail-outbox.service.js');

const input = JSON.parse(process.argv[2] ?? '{}');
if (!input.guardians?.length || !input.children?.length) {
  console.error('Give the family as JSON: {"guardians":[{"name","email"}],"children":[{"firstName","lastName"}],"className"?,"startDate"?,"monthlyTuition"?}');
  process.exit(2);
}

const config = loadConfig(process.env);
class PrepareAgreementModule {}
// The common services include a sign-in limit that needs the throttler's storage, though nothing here signs in.
const throttler = ThrottlerModule.forRoot({ throttlers: [{ ttl: 60_000, limit: config.authRateLimitPerMinute }] });
Module({ imports: [ConfigModule.forRoot(config), MikroOrmModule.forRoot(ormOptions(config)), throttler, CommonModule, AuditModule, SettingsModule, FamiliesModule, AgreementsModule] })(PrepareAgreementModule);

const app = await NestFactory.createApplicationContext(PrepareAgreementModule, { logger: ['error'] });
try {
  const result = await RequestContext.create(app.get(EntityManager).fork(), async () => {
    const families = app.get(FamiliesService);
    const em = app.get(EntityManager);
    const [first, ...others] = input.guardians;
    const { family } = await families.familyFor({ ...first, verified: true });
    for (const guardian of others) em.persist(new GuardianRecord({ familyId: family.id, ...guardian }));
    await em.flush();
    const studentIds = [];
    for (const child of input.children) {
      const student = await families.addStudent(family.id, { ...child, level: 'primary', startTerm: '2027-09' });
      await families.setStage(student.id, 'offered', null);
      studentIds.push(student.id);
    }
    const agreement = await app.get(AgreementsService).prepare({
      familyId: family.id,
      studentIds,
      className: input.className ?? 'Primary K-2',
      startDate: input.startDate ?? '2027-09-01',
      monthlyTuition: input.monthlyTuition ?? 584,
    });
    return { familyId: family.id, studentIds, agreementId: agreement.id };
  });
  // The links go from here, before the module closes (the server's own outbox would find them only on its next round).
  await app.get(MailOutboxService).retryDue();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await app.close();
}
