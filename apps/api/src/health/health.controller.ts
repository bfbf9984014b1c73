import { EntityManager } from '@mikro-orm/core';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { API_MESSAGES } from '@trailside/domain/api/api.messages';
import { type GetHealthResponse, HEALTH_ROUTES } from '@trailside/domain/api/health.contract';
import { Access } from '../common/access/access.decorator';
import { problem } from '../common/errors/problem';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get(HEALTH_ROUTES.getHealth)
  @Access('public')
  @ApiOperation({ summary: 'Is the API up and its database reachable?', description: '200 { status: "ok", database: "up" }, or 503.' })
  async check(): Promise<GetHealthResponse> {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw problem(503, 'DATABASE_DOWN', API_MESSAGES.databaseDown);
    }
    return { status: 'ok', database: 'up' };
  }
}
