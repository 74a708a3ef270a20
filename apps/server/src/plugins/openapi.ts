import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contracts of every route: the UI at /api/docs, the document at
 * /api/docs/json. The UI's assets are served from this server; its CSP allows only its own hashed inline
 * bits and nothing from another site.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '사이버감사실 API',
        description:
          '제보 접수, 제보 조회, 관리자 및 시스템관리자 API. 오류는 {message, code} 형식으로 응답합니다.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: false },
    staticCSP: true,
    transformStaticCSP: (header: string) =>
      header
        .replace(/ https:/g, '')
        .replace(' validator.swagger.io', '')
        .replace(" frame-ancestors 'self';", " frame-ancestors 'none';")
        .replace(' upgrade-insecure-requests;', ''),
  });
}
