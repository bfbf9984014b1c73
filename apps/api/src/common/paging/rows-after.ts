import type { EntityManager, EntityName, FilterQuery } from '@mikro-orm/core';
import type { HttpException } from '@nestjs/common';

type Direction = 'asc' | 'desc';

/** A list's order: by creation time, then by id, so two rows made in the same millisecond never swap places. */
export interface CreationOrder {
  createdAt: Direction;
  id: Direction;
}

interface Row {
  id: string;
  createdAt: Date;
}

const beyond = (direction: Direction) => (direction === 'asc' ? '$gt' : '$lt');

/**
 * The rows that come after the row `afterId` in `order`: where the next page of a list starts (keyset paging). It
 * costs an index lookup wherever the page is, and rows added or removed elsewhere move nothing. When that row is
 * gone (deleted since the reader got it), `gone` says so: the reader starts the list again.
 */
export async function rowsAfter<T extends Row>(em: EntityManager, entity: EntityName<T>, afterId: string, order: CreationOrder, gone: () => HttpException): Promise<FilterQuery<T>> {
  const cursor = await em.findOne(entity, { id: afterId } as FilterQuery<T>);
  if (!cursor) throw gone();
  return {
    $or: [{ createdAt: { [beyond(order.createdAt)]: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { [beyond(order.id)]: cursor.id } }],
  } as FilterQuery<T>;
}
