import type { Core } from '@strapi/strapi';

/**
 * The site's people sign in on the web app, editors in Strapi's admin: nothing
 * uses the users-permissions plugin's own accounts. Its public sign-up and auth
 * routes (register, local sign-in, password reset, e-mail confirmation) would
 * hand strangers a JWT or answer 500, so every users-permissions action is
 * taken away from the public and authenticated roles, and sign-up is off.
 * Idempotent: runs on every start.
 */
export async function closeUsersPermissions(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const advanced = ((await store.get()) as Record<string, unknown> | null) ?? {};
  if (advanced.allow_register !== false) await store.set({ value: { ...advanced, allow_register: false } });

  const roles = await strapi.db.query('plugin::users-permissions.role').findMany({
    where: { type: { $in: ['public', 'authenticated'] } },
    populate: ['permissions'],
  });
  for (const role of roles as { permissions?: { id: number; action: string }[] }[]) {
    for (const permission of role.permissions ?? []) {
      if (permission.action.startsWith('plugin::users-permissions.')) {
        await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: permission.id } });
      }
    }
  }
}
