import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { UserAccount } from '../../identity/people/user-account.entity';

/** The signed-in account behind the request, or null for a visitor on a public route. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserAccount | null =>
    context.switchToHttp().getRequest<{ user?: UserAccount }>().user ?? null,
);
