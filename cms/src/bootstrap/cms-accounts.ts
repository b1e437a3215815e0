import type { Core } from '@strapi/strapi';
import { localeCodes } from './locales';

const SUPER_ADMIN = 'strapi-super-admin';
const EDITOR = 'strapi-editor';

/** The content types the editors work on; their Editor permissions are kept complete here. */
export const editorialTypes = [
  'api::article.article',
  'api::ai-article.ai-article',
  'api::author.author',
  'api::tag.tag',
  'api::about-page.about-page',
  'api::terms-page.terms-page',
  'api::privacy-page.privacy-page',
];

type AdminUser = { id: number; email: string; roles?: { id: number; code: string }[] };

const findRole = (strapi: Core.Strapi, code: string) => strapi.db.query('admin::role').findOne({ where: { code } }) as Promise<{ id: number } | null>;

const findUser = (strapi: Core.Strapi, email: string) =>
  strapi.db.query('admin::user').findOne({ where: { email: email.toLowerCase() }, populate: ['roles'] }) as Promise<AdminUser | null>;

async function createUser(strapi: Core.Strapi, email: string, password: string, roleId: number, names: { firstname: string; lastname: string }) {
  await strapi.service('admin::user').create({ email: email.toLowerCase(), password, ...names, roles: [roleId], isActive: true, registrationToken: null });
}

/**
 * The CMS super admin (STRAPI_ADMIN_EMAIL): created when missing, even when
 * other admins exist, so that an older install whose only super admin was the
 * editor account gets a separate one before the editor is moved to its role.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi) {
  const email = process.env.STRAPI_ADMIN_EMAIL;
  const password = process.env.STRAPI_ADMIN_PASSWORD;
  if (!email || !password || (await findUser(strapi, email))) return;
  const role = await findRole(strapi, SUPER_ADMIN);
  if (!role) return;
  await createUser(strapi, email, password, role.id, { firstname: 'CMS', lastname: 'Administrator' });
  strapi.log.info(`[bootstrap] created the CMS super admin ${email}`);
}

/**
 * The editors' account (STRAPI_EDITOR_EMAIL) with Strapi's Editor role: it
 * writes, edits and publishes content, but cannot change roles, users, API
 * tokens or settings. An account that was made a super admin by an earlier
 * version is moved to the Editor role, as long as another super admin remains.
 */
export async function ensureEditor(strapi: Core.Strapi) {
  const email = process.env.STRAPI_EDITOR_EMAIL;
  const password = process.env.STRAPI_EDITOR_PASSWORD;
  if (!email || !password) return;
  const role = await findRole(strapi, EDITOR);
  if (!role) return;
  const user = await findUser(strapi, email);
  if (!user) {
    await createUser(strapi, email, password, role.id, { firstname: 'Site', lastname: 'Editor' });
    strapi.log.info(`[bootstrap] created the CMS editor ${email}`);
    return;
  }
  if (!user.roles?.some((r) => r.code === SUPER_ADMIN) || email.toLowerCase() === process.env.STRAPI_ADMIN_EMAIL?.toLowerCase()) return;
  try {
    await strapi.service('admin::user').updateById(user.id, { roles: [role.id] });
    strapi.log.info(`[bootstrap] ${email} now has the Editor role instead of Super Admin`);
  } catch (error) {
    strapi.log.warn(`[bootstrap] ${email} stays a super admin: ${(error as Error).message}`);
  }
}

type PermissionInput = { action: string; subject: string | null; properties?: Record<string, unknown>; conditions?: string[] };

type ContentAction = { actionId: string; options?: { applyToProperties?: string[] } };

/**
 * On a localized type (about, terms, privacy) a permission without a list of
 * locales grants no language at all: the editors get every locale, so they
 * write the Spanish versions as well as the English ones.
 */
function withLocales(strapi: Core.Strapi, permission: PermissionInput, locales: string[]): PermissionInput {
  const contentType = strapi.contentTypes[permission.subject as keyof typeof strapi.contentTypes] as { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
  if (!contentType?.pluginOptions?.i18n?.localized) return permission;
  const action = strapi.service('admin::permission').actionProvider.get(permission.action) as ContentAction | undefined;
  if (!action?.options?.applyToProperties?.includes('locales')) return permission;
  return { ...permission, properties: { ...permission.properties, locales } };
}

/**
 * Strapi gives the Editor role its content permissions once, when the roles
 * are first created: a content type or field added later would be invisible
 * to editors. Each start sets the Editor's permissions on the editorial types
 * to every action, field and locale, and leaves its other permissions as they are.
 */
export async function ensureEditorPermissions(strapi: Core.Strapi) {
  const role = await findRole(strapi, EDITOR);
  if (!role) return;
  const permissionService = strapi.service('admin::permission');
  const actions = permissionService.actionProvider.values().filter((action: { section: string }) => action.section === 'contentTypes');
  const everyLocale = await localeCodes(strapi);
  const wanted: PermissionInput[] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(actions)
    .filter((permission: PermissionInput) => permission.subject !== null && editorialTypes.includes(permission.subject))
    .map((permission: PermissionInput) => withLocales(strapi, permission, everyLocale));
  const current: (PermissionInput & { conditions?: string[] })[] = await permissionService.findMany({ where: { role: { id: role.id } } });
  const others = current
    .filter((permission) => !permission.subject || !editorialTypes.includes(permission.subject))
    .map(({ action, subject, properties, conditions }) => ({ action, subject, properties, conditions }));
  await strapi.service('admin::role').assignPermissions(role.id, [...others, ...wanted.map(({ action, subject, properties }) => ({ action, subject, properties, conditions: [] }))]);
}

/**
 * The users-permissions plugin's User collection holds nothing here (site
 * accounts live in the web app's database), so the content manager hides it.
 */
export function hideUserCollection(strapi: Core.Strapi) {
  const uid = 'plugin::users-permissions.user';
  if (!strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) return;
  strapi.get('content-types').extend(uid, (contentType: { pluginOptions?: Record<string, unknown> }) => {
    contentType.pluginOptions = {
      ...contentType.pluginOptions,
      'content-manager': { visible: false },
      'content-type-builder': { visible: false },
    };
  });
}
