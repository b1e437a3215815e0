import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	resolve: { tsconfigPaths: true },
	// PGlite loads its WebAssembly and data files from its own package folder; bundled, it cannot find them.
	ssr: { external: ['@electric-sql/pglite', 'pg'] },
	server: { port: Number(process.env.PORT ?? 3000) },
})
