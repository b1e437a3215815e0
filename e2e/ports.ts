/** Fixed ports for the servers the browser tests start, away from `npm start`'s 3000 and 1337. */
export const e2ePorts = {
	web: Number(process.env.E2E_WEB_PORT ?? 3101),
	cms: Number(process.env.E2E_CMS_PORT ?? 1438),
}

export const e2eStrapiToken = 'e2e-web-app-token-0123456789abcdef'
export const e2eWebhookSecret = 'e2e-webhook-secret-0123456789'
export const e2ePreviewSecret = 'e2e-preview-secret-0123456789abcdef0123'

/** The CMS accounts the browser tests start Strapi with: a super admin and an editor (Editor role). */
export const e2eCmsAccounts = {
	superAdmin: { email: 'cms-admin@americandietitian.example', password: 'Cms-admin-e2e-2026' },
	editor: { email: 'editor@americandietitian.example', password: 'Cms-editor-e2e-2026' },
}
