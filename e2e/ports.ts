/** Fixed ports for the servers the browser tests start, away from `npm start`'s 3000 and 1337. */
export const e2ePorts = {
	web: Number(process.env.E2E_WEB_PORT ?? 3101),
	cms: Number(process.env.E2E_CMS_PORT ?? 1438),
}

export const e2eStrapiToken = 'e2e-web-app-token-0123456789abcdef'
export const e2eWebhookSecret = 'e2e-webhook-secret-0123456789'
