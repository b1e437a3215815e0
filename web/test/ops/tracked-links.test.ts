import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'
import { repoRoot } from '#db/paths.ts'

// A tracked symbolic link whose target is an absolute path names a folder of one machine:
// on every other clone it dangles or loops (ELOOP), and an install, a bundler or a Docker
// build context that walks the folder trips on it. A relative link must stay inside the repository.
function linkProblem(file: string, target: string) {
	if (path.isAbsolute(target) || /^[A-Za-z]:[\\/]/.test(target) || target.startsWith('~')) return `${file} -> ${target}: an absolute path of one machine`
	const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
	if (resolved === '..' || resolved.startsWith('../')) return `${file} -> ${target}: points outside the repository`
	return null
}

function trackedLinks() {
	const root = repoRoot()
	const listing = execFileSync('git', ['ls-files', '--stage', '-z'], { cwd: root, encoding: 'utf8' })
	return listing
		.split('\0')
		.filter((entry) => entry.startsWith('120000 '))
		.map((entry) => {
			const [meta, file] = entry.split('\t') as [string, string]
			const blob = meta.split(' ')[1]!
			return { file, target: execFileSync('git', ['cat-file', 'blob', blob], { cwd: root, encoding: 'utf8' }) }
		})
}

test('no tracked file is a symbolic link to a path of one machine or outside the repository', () => {
	const problems = trackedLinks()
		.map(({ file, target }) => linkProblem(file, target))
		.filter(Boolean)
	expect(problems).toEqual([])
})

test('the link rule refuses what a machine path looks like and accepts a link inside the repository', () => {
	expect(linkProblem('web/node_modules', '/work/main/web/node_modules')).toMatch(/absolute path/)
	expect(linkProblem('web/x', 'C:\\Users\\dev\\x')).toMatch(/absolute path/)
	expect(linkProblem('web/x', '~/checkout/x')).toMatch(/absolute path/)
	expect(linkProblem('web/x', '../../elsewhere')).toMatch(/outside the repository/)
	expect(linkProblem('web/public/logo.svg', '../app/assets/logo.svg')).toBeNull()
})
