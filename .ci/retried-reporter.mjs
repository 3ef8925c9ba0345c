// A vitest reporter that writes the tests that failed and then passed on their retry to
// .reports/vitest-retried.json, so that `make test` names them in its summary: a retry lets a test
// that lost a race with a loaded machine pass, and the list keeps such a test in view.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class RetriedReporter {
  retried = [];

  onTestCaseResult(test) {
    const { flaky, retryCount } = test.diagnostic() ?? {};
    if (flaky) this.retried.push(`${relative('.', test.module.moduleId)} > ${test.fullName} (${retryCount} retry)`);
  }

  onTestRunEnd() {
    writeFileSync('.reports/vitest-retried.json', JSON.stringify(this.retried));
  }
}
