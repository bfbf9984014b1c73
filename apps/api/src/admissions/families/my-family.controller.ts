import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FAMILY_ROUTES, type GetMyFamilyResponse, type UpdateMyFamilyResponse } from '@trailside/domain/admissions/families.contract';
import { type UpdateMyStudent, updateMyGuardianSchema, updateMyStudentSchema } from '@trailside/domain/admissions/families.schema';
import { CurrentUser } from '../../common/access/current-user.decorator';
import { Endpoint } from '../../common/endpoint/endpoint.decorator';
import type { UserAccount } from '../../identity/people/user-account.entity';
import { FAMILIES_AUDIT } from './families.audit';
import { MyFamilyService } from './my-family.service';

/** My family on My account: the signed-in guardian's own family, found by their account, never by an id sent. */
@ApiTags('account')
@Controller()
export class MyFamilyController {
  constructor(private readonly myFamily: MyFamilyService) {}

  @Endpoint({
    method: 'GET', path: FAMILY_ROUTES.getMyFamily, access: 'signed-in',
    summary: 'My family',
    description:
      'Response: { family }: the family whose guardian is the signed-in account (linked to it, or, once its address is verified, ' +
      'the guardian with that address, linked to it from then on), with its students and where they stand; null when there is none.',
  })
  async get(@CurrentUser() user: UserAccount): Promise<GetMyFamilyResponse> {
    return { family: await this.myFamily.mine(user) };
  }

  @Endpoint({
    method: 'PUT', path: FAMILY_ROUTES.updateMyGuardian, access: 'signed-in', body: updateMyGuardianSchema,
    summary: 'Correct my own details on My family', description: 'Body { name?, phone? }. No family on record: 404. Response: { family }.',
  })
  async correctMe(@CurrentUser() user: UserAccount, @Body() change: { name?: string; phone?: string }): Promise<UpdateMyFamilyResponse> {
    return { family: await this.myFamily.correctMe(user, change) };
  }

  @Endpoint({
    method: 'PUT', path: FAMILY_ROUTES.updateMyStudent, access: { permission: 'family.correctStudent' }, audit: FAMILIES_AUDIT.correctMyStudent,
    body: updateMyStudentSchema,
    summary: "Correct my child's names or date of birth on My family",
    description:
      "Body { id, firstName?, lastName?, dateOfBirth? }; the stage, level and term are the school office's (400). A student of any other " +
      'family: 404, as if it did not exist. Response: { family }.',
  })
  async correctStudent(@CurrentUser() user: UserAccount, @Body() change: UpdateMyStudent): Promise<UpdateMyFamilyResponse> {
    return { family: await this.myFamily.correctStudent(user, change) };
  }
}
