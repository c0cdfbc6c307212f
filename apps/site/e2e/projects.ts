import { test } from '@tessera/playwright-config/fixtures';

export type Project = 'desktop' | 'mobile';

const reasons: Record<Project, string> = {
  mobile: 'touch runs at phone width, in the mobile project',
  desktop: 'the keyboard runs at desktop width, in the desktop project',
};

/** Runs the calling test only in `project` (call it first in the test). */
export function onlyIn(project: Project) {
  test.skip(test.info().project.name !== project, reasons[project]);
}
