import { EntityManager } from '@mikro-orm/core';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/access/access.decorator';
import { problem } from '../common/errors/problem';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Access('public')
  @ApiOperation({ summary: 'Is the API up and its database reachable?', description: '200 { status: "ok", database: "up" }, or 503.' })
  async check() {
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      throw problem(503, 'DATABASE_DOWN', 'The database cannot be reached right now.');
    }
    return { status: 'ok', database: 'up' };
  }
}
