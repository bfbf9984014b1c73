import { EntityManager, type EntityName } from '@mikro-orm/core';
import type { TestApp } from './test-app';

/** A fresh look at the database, outside any request. */
export const freshEm = (test: TestApp) => test.app.get(EntityManager).fork();

export const countRows = (test: TestApp, entity: EntityName<object>) => freshEm(test).count(entity, {});
