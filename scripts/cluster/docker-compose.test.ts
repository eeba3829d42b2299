import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DOCKER_NGINX_OPTIONS } from './nginx-config';

/**
 * docker-compose.yml is not run here (no Docker engine), so this keeps it honest: it parses, the
 * one-process services are as they were, and the `scale` profile matches the generated nginx config.
 */
interface Service {
  image?: string;
  build?: { target: string };
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  entrypoint?: string[];
  command?: string[] | string;
}

const compose = parse(readFileSync(fileURLToPath(new URL('../../docker-compose.yml', import.meta.url)), 'utf8')) as { services: Record<string, Service> };
const services = compose.services;
const dependencies = (service: Service) => (Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {}));

describe('docker-compose.yml', () => {
  it('keeps the one-process deployment without a profile', () => {
    expect(services.postgres?.profiles).toBeUndefined();
    expect(services.cms?.profiles).toBeUndefined();
    expect(services.storefront?.profiles).toBeUndefined();
    expect(services.cms?.ports).toEqual(['1337:1337']);
    expect(services.storefront?.environment?.CMS_URL).toBe('http://cms:1337');
  });

  it('has a scale profile: 2 storefronts, 2 CMS processes, nginx, Redis, MinIO and its bucket', () => {
    for (const name of ['redis', 'minio', 'minio-init', 'cms-1', 'cms-2', 'storefront-1', 'storefront-2', 'nginx']) {
      expect(services[name]?.profiles, name).toEqual(['scale']);
    }
    expect(String(services['minio-init']?.command)).toContain('mc mb --ignore-existing');
    expect(services['cms-1']?.depends_on).toMatchObject({ 'minio-init': { condition: 'service_completed_successfully' }, redis: { condition: 'service_healthy' } });
  });

  it('names in nginx.conf the services that exist, and only nginx publishes ports', () => {
    const upstreams = [...DOCKER_NGINX_OPTIONS.storefronts, ...DOCKER_NGINX_OPTIONS.cms].map((server) => server.split(':')[0]!);
    for (const name of upstreams) {
      expect(services[name], name).toBeDefined();
      expect(services[name]?.ports, `${name} must be reached through nginx only`).toBeUndefined();
      expect(dependencies(services.nginx!)).toContain(name);
    }
    expect(services.nginx?.volumes).toContain('./docker/nginx.conf:/etc/nginx/pointe.conf:ro');
    expect(services.nginx?.ports).toEqual([`${DOCKER_NGINX_OPTIONS.listen.storefront}:3000`, `${DOCKER_NGINX_OPTIONS.listen.cms}:1337`]);
    // The storefronts' internal way to the CMS is never published.
    expect(services.nginx?.ports?.join()).not.toContain(DOCKER_NGINX_OPTIONS.listen.cmsInternal);
  });

  it('sets each tier up to sit behind nginx, on PostgreSQL and Redis', () => {
    for (const name of ['storefront-1', 'storefront-2']) {
      const env = services[name]!.environment!;
      expect(env.CMS_URL).toBe(`http://nginx:${DOCKER_NGINX_OPTIONS.listen.cmsInternal}`);
      expect(env.TRUST_PROXY).toBe('1');
      expect(env.PORT).toBe(DOCKER_NGINX_OPTIONS.storefronts[0]!.split(':')[1]);
    }
    for (const name of ['cms-1', 'cms-2']) {
      const env = services[name]!.environment!;
      expect(env).toMatchObject({ DATABASE_CLIENT: 'postgres', REDIS_URL: 'redis://redis:6379', CMS_TRUSTED_PROXIES: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16', UPLOAD_PROVIDER: 's3' });
      expect(env.PORT).toBe(DOCKER_NGINX_OPTIONS.cms[0]!.split(':')[1]);
    }
  });
});
