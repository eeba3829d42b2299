import type { Core } from '@strapi/strapi';
import { guardUploads, type UploadService } from '../../media/pictures';

type ServiceFactory = (deps: { strapi: Core.Strapi }) => UploadService;

/**
 * Extends Strapi's upload plugin: every file written to the media library is checked by its bytes and
 * re-encoded first (see media/pictures.ts). The plugin's own `security` settings (config/plugins.ts)
 * still run before, in its controllers, but they take a text file's name and declared type on trust.
 */
export default (plugin: { services: Record<string, unknown> }) => {
  const createUploadService = plugin.services.upload as ServiceFactory;
  plugin.services.upload = (deps: { strapi: Core.Strapi }) => guardUploads(createUploadService(deps));
  return plugin;
};
