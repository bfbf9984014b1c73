import { type INestApplication, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from './access-policy';
import { publicPathOf } from './global-prefix';

export interface RouteInfo {
  method: string;
  path: string;
  handler: string;
  policy: AccessPolicy | undefined;
  /** The controller class and its method's name, for reading what else the route declares. */
  controller: Type<unknown>;
  methodName: string;
}

/** Every route the application registered, at the path it answers on, with the policy it declares (if any). */
export function listRoutes(app: INestApplication): RouteInfo[] {
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const path: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method: RequestMethod = Reflect.getMetadata(METHOD_METADATA, handler);
        routes.push({
          method: RequestMethod[method],
          path: publicPathOf([base, String(path)].filter((part) => part && part !== '/').join('/'), method),
          handler: `${metatype.name}.${name}`,
          policy: Reflect.getMetadata(ACCESS_POLICY, handler) ?? Reflect.getMetadata(ACCESS_POLICY, metatype),
          controller: metatype as Type<unknown>,
          methodName: name,
        });
      }
    }
  }
  return routes;
}
