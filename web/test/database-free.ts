/**
 * Test files that never open the test database: pure logic, files and commands, or a PGlite of
 * their own. The PostgreSQL run (TEST_DB=postgres) leaves them out, since it would prove nothing
 * the PGlite run has not; every file that opens the test database runs on both. openTestDb refuses
 * a file listed here, so a file that starts using the database fails until it leaves the list.
 */
export const databaseFreeTestFiles = [
	'test/api/openapi-tools.test.ts',
	'test/api/openapi.test.ts',
	'test/appointments/busy-times-ics.test.ts',
	'test/appointments/first-visit-price-migration.test.ts',
	'test/articles/cover-upload.test.ts',
	'test/billing/plan-texts.test.ts',
	'test/billing/stripe-config.test.ts',
	'test/cms/content-webhook.test.ts',
	'test/cms/media-proxy.test.ts',
	'test/cms/site-pages-locales.test.tsx',
	'test/config/production-env.test.ts',
	'test/db/pglite-folder.test.ts',
	'test/directory/directory-rebuild-command.test.ts',
	'test/directory/listings-migration.test.ts',
	'test/i18n/catalogue.test.ts',
	'test/i18n/format-icu.test.ts',
	'test/i18n/hreflang-pairs.test.tsx',
	'test/i18n/profile-facts-catalogue.test.ts',
	'test/i18n/request-translator.test.ts',
	'test/ops/db-layering.test.ts',
	'test/ops/import-graph.test.ts',
	'test/ops/log-redaction.test.ts',
	'test/ops/production-shape.test.ts',
	'test/ops/tracked-links.test.ts',
	'test/scripts/app-modules-under-node.test.ts',
	'test/scripts/create-admin.test.ts',
	'test/scripts/test-tally.test.ts',
	'test/security/cross-site-log.test.ts',
	'test/security/document-headers.test.ts',
	'test/security/site-urls.test.ts',
	'test/server/precompressed-assets.test.ts',
	'test/server/public-files.test.ts',
	'test/server/slow-clients.test.ts',
]
