import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const webDir = path.join(root, 'web')
export const cmsDir = path.join(root, 'cms')
export const dataDir = path.join(root, 'data')
export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
export const cmsBin = (name: string) => path.join(cmsDir, 'node_modules', '.bin', name)

/** Node's arguments that run a command of this repository: the module aliases first (module-aliases.ts). */
export const nodeCommand = (script: string, ...args: string[]) => ['--import', path.join(root, 'scripts', 'lib', 'module-aliases.ts'), script, ...args]
