import { EntityManager } from '@mikro-orm/core';
import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { type GetHealthResponse, HEALTH_ROUTES } from '@trailside/domain/api/health.contract';
import { problem } from '../common/errors/problem';
import { Endpoint } from '../common/endpoint/endpoint.decorator';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Endpoint({
    method: 'GET', path: HEALTH_ROUTES.getHealth, access: 'public',
    summary: 'Is the API up and its database reachable?', description: '200 { status: "ok", database: "up" } once a row of the database has been read, or 503.',
  })
  async check(): Promise<GetHealthResponse> {
    try {
      // A real row from a real table: "select 1" touches no file, and answered "up" when the database's disk had failed.
      await this.em.getConnection().execute('select "id" from "users" limit 1');
    } catch {
      throw problem(503, 'DATABASE_DOWN', API_MESSAGES.databaseDown);
    }
    return { status: 'ok', database: 'up' };
  }
}
