export const id = 6650;
export const ids = [6650];
export const modules = {

/***/ 26650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  detectEnvironment: () => (/* binding */ detectEnvironment),
  l: () => (/* binding */ providerOf)
});

// UNUSED EXPORTS: PROVIDERS

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./.build/ci/identity.js
function varsOf(env) {
    return (name) => {
        const v = env[name];
        if (v === undefined)
            return undefined;
        const t = v.trim();
        return t === '' ? undefined : t;
    };
}
/** The names of `names` that have no value. */
function unset(vars, names) {
    return names.filter((n) => vars(n) === undefined);
}
/** A list for a sentence: `A`, `A and B`, `A, B and C`. */
function listed(items) {
    if (items.length <= 1)
        return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
/** The one line for a job whose provider is detected but a variable it needs is missing. */
function unidentifiedLine(job) {
    const n = job.missing.length;
    return `${job.title} detected, but ${listed(job.missing)} ${n === 1 ? 'is' : 'are'} not set: this job cannot be identified, so it starts a new run and a retry of it will not resume`;
}
/** `refs/heads/<branch>`, `refs/tags/<tag>`, or the ref itself when it already is one. */
function headsRef(branch) {
    return branch.startsWith('refs/') ? branch : `refs/heads/${branch}`;
}
/** The pull request number in a URL or text (`…/pull/123`, `PR-123`, `123`), when there is one. */
function prNumber(text) {
    if (!text || text === 'false')
        return undefined;
    return /(\d+)\/?$/.exec(text)?.[1];
}
/** A whole number from 0 (a retry count, an index), or undefined. */
function count(text) {
    if (text === undefined || !/^\d{1,9}$/.test(text))
        return undefined;
    return Number(text);
}

;// CONCATENATED MODULE: ./.build/ci/buildkite.js
/**
 * Buildkite (https://buildkite.com/docs/pipelines/configure/environment-variables). Retrying a
 * job creates a new job (a new BUILDKITE_JOB_ID) in the same build, with BUILDKITE_RETRY_COUNT
 * counted up: the run id is BUILDKITE_BUILD_ID and the attempt the retry count + 1. A rebuild is
 * a new build whose BUILDKITE_REBUILT_FROM_BUILD_ID names the original: it continues that run.
 */

const buildkite = {
    name: 'buildkite',
    title: 'Buildkite',
    detect: (env) => env.BUILDKITE === 'true',
    facts(v, git) {
        const key = v('BUILDKITE_STEP_KEY');
        const label = v('BUILDKITE_LABEL');
        const org = v('BUILDKITE_ORGANIZATION_SLUG');
        const pipeline = v('BUILDKITE_PIPELINE_SLUG');
        const tag = v('BUILDKITE_TAG');
        const pr = prNumber(v('BUILDKITE_PULL_REQUEST'));
        const branch = v('BUILDKITE_BRANCH');
        const index = v('BUILDKITE_PARALLEL_JOB');
        const retries = count(v('BUILDKITE_RETRY_COUNT'));
        const commit = v('BUILDKITE_COMMIT');
        const rebuiltFrom = v('BUILDKITE_REBUILT_FROM_BUILD_ID');
        const build = v('BUILDKITE_BUILD_ID');
        const job = v('BUILDKITE_JOB_ID');
        const buildUrl = v('BUILDKITE_BUILD_URL');
        return {
            repo: pipeline ? (org ? `${org}/${pipeline}` : pipeline) : git.repo(),
            workflow: pipeline ?? 'pipeline',
            job: key ?? label ?? 'step',
            // A matrix step's jobs share its key; their labels tell them apart.
            matrix: {
                parallel: index ? `${index}/${v('BUILDKITE_PARALLEL_JOB_COUNT') ?? ''}` : undefined,
                label: key && label ? label : undefined,
            },
            ref: tag
                ? `refs/tags/${tag}`
                : pr
                    ? `refs/pull/${pr}/head`
                    : branch
                        ? headsRef(branch)
                        : git.ref(),
            sha: commit && commit !== 'HEAD' ? commit : git.sha(),
            event: v('BUILDKITE_SOURCE') ?? 'buildkite',
            actor: v('BUILDKITE_BUILD_CREATOR') ?? '',
            runId: build ?? '',
            ...(retries !== undefined ? { attempt: retries + 1 } : {}),
            runner: { build, job },
            ...(rebuiltFrom
                ? { attemptOf: { value: rebuiltFrom, from: 'BUILDKITE_REBUILT_FROM_BUILD_ID' } }
                : {}),
            missing: [
                ...unset(v, ['BUILDKITE_PIPELINE_SLUG', 'BUILDKITE_BUILD_ID', 'BUILDKITE_JOB_ID']),
                ...(key || label ? [] : ['BUILDKITE_STEP_KEY (or BUILDKITE_LABEL)']),
            ],
            defaultBranch: v('BUILDKITE_PIPELINE_DEFAULT_BRANCH'),
            pullRequest: pr,
            url: buildUrl && job ? `${buildUrl}#${job}` : buildUrl,
        };
    },
};

;// CONCATENATED MODULE: ./.build/ci/circleci.js
/**
 * CircleCI (https://circleci.com/docs/reference/variables/). Every rerun of a workflow ("Rerun
 * workflow from failed", "from start", a job with SSH) creates a new workflow, with a new
 * CIRCLE_WORKFLOW_ID, that inherits the original's workspace: CIRCLE_WORKFLOW_WORKSPACE_ID stays
 * the same, and is the run id. A retry is told by its new workflow id; the attempt is counted.
 */

const circleci = {
    name: 'circleci',
    title: 'CircleCI',
    detect: (env) => env.CIRCLECI === 'true',
    facts(v, git) {
        const user = v('CIRCLE_PROJECT_USERNAME');
        const name = v('CIRCLE_PROJECT_REPONAME');
        const project = name ? (user ? `${user}/${name}` : name) : v('CIRCLE_PROJECT_ID');
        const total = count(v('CIRCLE_NODE_TOTAL'));
        const tag = v('CIRCLE_TAG');
        const branch = v('CIRCLE_BRANCH');
        const forked = branch ? /^pull\/(\d+)$/.exec(branch)?.[1] : undefined;
        return {
            repo: project ?? git.repo(),
            workflow: '.circleci/config.yml',
            job: v('CIRCLE_JOB') ?? 'job',
            matrix: {
                parallel: total && total > 1 ? `${v('CIRCLE_NODE_INDEX') ?? ''}/${total}` : undefined,
            },
            ref: tag
                ? `refs/tags/${tag}`
                : forked
                    ? `refs/pull/${forked}/head`
                    : branch
                        ? headsRef(branch)
                        : git.ref(),
            sha: v('CIRCLE_SHA1') ?? git.sha(),
            event: 'circleci',
            actor: v('CIRCLE_USERNAME') ?? '',
            runId: v('CIRCLE_WORKFLOW_WORKSPACE_ID') ?? '',
            runner: {
                workspace: v('CIRCLE_WORKFLOW_WORKSPACE_ID'),
                workflow: v('CIRCLE_WORKFLOW_ID'),
                job: v('CIRCLE_BUILD_NUM'),
            },
            missing: [
                ...(project ? [] : ['CIRCLE_PROJECT_REPONAME (or CIRCLE_PROJECT_ID)']),
                ...unset(v, ['CIRCLE_WORKFLOW_WORKSPACE_ID', 'CIRCLE_WORKFLOW_ID', 'CIRCLE_JOB']),
            ],
            pullRequest: prNumber(v('CIRCLE_PULL_REQUEST')) ?? v('CIRCLE_PR_NUMBER') ?? forked,
            url: v('CIRCLE_BUILD_URL'),
        };
    },
};

// EXTERNAL MODULE: ./.build/ci/github.js
var github = __webpack_require__(82876);
;// CONCATENATED MODULE: ./.build/ci/gitlab.js
/**
 * GitLab CI (https://docs.gitlab.com/ci/variables/predefined_variables/). Retrying a job, or the
 * pipeline's failed jobs, creates new jobs (a new CI_JOB_ID) in the same pipeline: the run id is
 * the pipeline's CI_PIPELINE_ID and a retry is told by its new job id. The attempt is counted
 * from the state, or CI_JOB_RETRY_COUNT + 1 where GitLab sets that variable.
 */

const gitlab = {
    name: 'gitlab',
    title: 'GitLab CI',
    detect: (env) => env.GITLAB_CI === 'true',
    facts(v, git) {
        const mr = v('CI_MERGE_REQUEST_IID');
        const tag = v('CI_COMMIT_TAG');
        const branch = v('CI_COMMIT_REF_NAME');
        const retries = count(v('CI_JOB_RETRY_COUNT'));
        const index = v('CI_NODE_INDEX');
        return {
            repo: v('CI_PROJECT_PATH') ?? git.repo(),
            workflow: v('CI_CONFIG_PATH') ?? '.gitlab-ci.yml',
            job: v('CI_JOB_NAME') ?? 'job',
            matrix: { parallel: index ? `${index}/${v('CI_NODE_TOTAL') ?? ''}` : undefined },
            ref: mr
                ? `refs/merge-requests/${mr}/head`
                : tag
                    ? `refs/tags/${tag}`
                    : branch
                        ? headsRef(branch)
                        : git.ref(),
            sha: v('CI_COMMIT_SHA') ?? git.sha(),
            event: v('CI_PIPELINE_SOURCE') ?? 'gitlab',
            actor: v('GITLAB_USER_LOGIN') ?? '',
            runId: v('CI_PIPELINE_ID') ?? '',
            ...(retries !== undefined ? { attempt: retries + 1 } : {}),
            runner: { pipeline: v('CI_PIPELINE_ID'), job: v('CI_JOB_ID') },
            missing: unset(v, ['CI_PROJECT_PATH', 'CI_PIPELINE_ID', 'CI_JOB_NAME', 'CI_JOB_ID']),
            defaultBranch: v('CI_DEFAULT_BRANCH'),
            pullRequest: mr,
            url: v('CI_JOB_URL'),
        };
    },
};

;// CONCATENATED MODULE: ./.build/ci/jenkins.js
/**
 * Jenkins (https://www.jenkins.io/doc/book/pipeline/jenkinsfile/#using-environment-variables).
 * Jenkins has no retry of a build in place: "Rebuild", "Replay" and "Restart from Stage" each
 * start a new build with a new BUILD_NUMBER, and nothing in the new build's environment names the
 * old one. So a build is a run of its own, and a re-run continues an earlier build's run only when
 * told which: `--attempt-of <build>` or CI_STATE_ATTEMPT_OF (docs/other-ci.md shows a Jenkinsfile
 * that sets it from the "Restart from Stage" cause).
 */

function hostOf(url) {
    if (!url)
        return undefined;
    try {
        return new URL(url).host || undefined;
    }
    catch {
        return undefined;
    }
}
const jenkins = {
    name: 'jenkins',
    title: 'Jenkins',
    detect: (env) => !!env.JENKINS_URL || (!!env.BUILD_NUMBER && (env.BUILD_TAG ?? '').startsWith('jenkins-')),
    facts(v, git) {
        const name = v('JOB_NAME');
        const host = hostOf(v('JENKINS_URL'));
        const tag = v('TAG_NAME');
        const change = v('CHANGE_ID');
        const branch = v('BRANCH_NAME') ?? v('GIT_BRANCH')?.replace(/^(refs\/remotes\/)?origin\//, '');
        const build = v('BUILD_NUMBER');
        return {
            // JOB_NAME is unique on one Jenkins: its host tells two Jenkins apart.
            repo: name ? (host ? `${host}/${name}` : name) : git.repo(),
            workflow: 'Jenkinsfile',
            job: v('STAGE_NAME') ?? 'build',
            matrix: {},
            ref: tag
                ? `refs/tags/${tag}`
                : change
                    ? `refs/pull/${change}/head`
                    : branch
                        ? headsRef(branch)
                        : git.ref(),
            sha: v('GIT_COMMIT') ?? git.sha(),
            event: 'jenkins',
            actor: v('BUILD_USER_ID') ?? '',
            runId: build ?? '',
            runner: { build },
            missing: unset(v, ['JOB_NAME', 'BUILD_NUMBER']),
            pullRequest: change,
            url: v('BUILD_URL'),
        };
    },
};

// EXTERNAL MODULE: ./.build/ci/local.js
var local = __webpack_require__(99288);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./.build/core/errors.js
var errors = __webpack_require__(8005);
// EXTERNAL MODULE: ./.build/ci/matrix.js
var ci_matrix = __webpack_require__(80298);
;// CONCATENATED MODULE: ./.build/ci/provider.js
/**
 * The shape every CI system but GitHub Actions fills in (gitlab.ts, buildkite.ts, jenkins.ts,
 * circleci.ts), and how its facts become a RunEnvironment: the options and CI_STATE_* variables
 * on top, the one-line warning when the job cannot be identified.
 */





/** At most `max` characters: a longer name keeps its start and gets a hash of the whole. */
function fit(text, max = 256) {
    if (text.length <= max)
        return text;
    const hash = (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 16);
    return `${text.slice(0, max - 17)}~${hash}`;
}
/** `gitlab pipeline=812 job=4711`: this execution of a job, as kept in `metadata.runner`. */
function runnerLabel(provider, ids) {
    const parts = Object.entries(ids)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${v.replace(/\s+/g, '_')}`);
    return fit([provider, ...parts].join(' '));
}
const ATTEMPT_OF = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/;
/** `--attempt-of`, else CI_STATE_ATTEMPT_OF, checked; undefined when neither is given. */
function attemptOfOption(opts, vars) {
    const given = opts.attemptOf !== undefined
        ? { value: opts.attemptOf.trim(), from: '--attempt-of' }
        : vars('CI_STATE_ATTEMPT_OF') !== undefined
            ? { value: vars('CI_STATE_ATTEMPT_OF'), from: 'CI_STATE_ATTEMPT_OF' }
            : undefined;
    if (given && !ATTEMPT_OF.test(given.value))
        throw new errors/* CiStateError */.eS('invalid_input', `${given.from} is ${JSON.stringify(given.value)}: expected the number or id of the build whose run this job continues (letters, digits, . _ : / -)`);
    return given;
}
function providerEnvironment(p, opts, env, cwd, host) {
    const vars = varsOf(env);
    const f = p.facts(vars, (0,local/* gitFacts */.gi)(cwd));
    const repo = fit(f.repo);
    const workflow = fit(opts.workflow ?? vars('CI_STATE_WORKFLOW') ?? f.workflow);
    const baseJob = opts.job ?? vars('CI_STATE_JOB') ?? f.job;
    const job = fit(opts.scope ? `${baseJob}:${opts.scope}` : baseJob);
    const matrix = (0,ci_matrix/* ciMatrixKey */.l)(f.matrix, opts.matrix ?? env.CI_STATE_MATRIX);
    const ref = f.ref.slice(0, 512);
    const attemptOf = attemptOfOption(opts, vars) ?? f.attemptOf;
    const ci = {
        provider: p.name,
        title: p.title,
        runId: f.runId.slice(0, 64),
        runner: runnerLabel(p.name, f.runner),
        missing: f.missing,
        ...(f.attempt !== undefined ? { attempt: f.attempt } : {}),
        ...(attemptOf ? { attemptOf: attemptOf.value, attemptOfFrom: attemptOf.from } : {}),
        ...(f.defaultBranch !== undefined ? { defaultBranch: f.defaultBranch } : {}),
        ...(f.pullRequest !== undefined ? { pullRequest: f.pullRequest } : {}),
        ...(f.url !== undefined ? { url: f.url } : {}),
    };
    return {
        onRunner: false,
        host,
        scope: { repo, workflow, job, matrix, ref },
        origin: {
            repo,
            workflow,
            job,
            sha: f.sha.slice(0, 64),
            ref,
            event: f.event.slice(0, 64),
            actor: f.actor.slice(0, 256),
        },
        ci,
        ...(f.missing.length ? { warnings: [unidentifiedLine(ci)] } : {}),
    };
}

;// CONCATENATED MODULE: ./.build/ci/detect.js
/**
 * Where the CLI is running and whose state it works on: GitHub Actions (github.ts, its
 * behaviour unchanged), another CI system ci-state knows (the first whose marker variable is
 * set: GitLab CI, Buildkite, CircleCI, Jenkins), or a laptop (local.ts).
 */








/** The CI systems besides GitHub Actions, in the order they are looked for. */
const PROVIDERS = [gitlab, buildkite, circleci, jenkins];
/** The provider of the job `env` describes: 'github', one of PROVIDERS' names, or 'local'. */
function providerOf(env) {
    if ((0,github/* onGitHub */.xr)(env))
        return 'github';
    return PROVIDERS.find((p) => p.detect(env))?.name ?? 'local';
}
/** `--attempt-of` where a re-run keeps its run (GitHub) or there is no CI system: not used. */
function attemptOfUnused(e, opts, where) {
    if (opts.attemptOf === undefined)
        return e;
    return {
        ...e,
        warnings: [
            `--attempt-of is for CI systems whose re-run is a new build (Jenkins): not used ${where}`,
        ],
    };
}
function detectEnvironment(opts = {}, env = process.env, cwd = process.cwd()) {
    const host = (0,external_node_os_.hostname)();
    if ((0,github/* onGitHub */.xr)(env))
        return attemptOfUnused((0,github/* gitHubEnvironment */.Fv)(opts, env, host), opts, 'on GitHub Actions');
    const provider = PROVIDERS.find((p) => p.detect(env));
    if (provider)
        return providerEnvironment(provider, opts, env, cwd, host);
    return attemptOfUnused((0,local/* localEnvironment */.bx)(opts, env, cwd, host), opts, 'off CI');
}


/***/ }),

/***/ 82876:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fv: () => (/* binding */ gitHubEnvironment),
/* harmony export */   g0: () => (/* binding */ runAttemptOf),
/* harmony export */   xr: () => (/* binding */ onGitHub)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8005);
/* harmony import */ var _matrix_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80298);
/**
 * GitHub Actions: the scope and origin from the runner's GITHUB_* variables; the run id
 * (GITHUB_RUN_ID) and the attempt (GITHUB_RUN_ATTEMPT) are GitHub's own, and "Re-run jobs"
 * keeps the run id and counts the attempt up.
 */


function onGitHub(env) {
    return env.GITHUB_ACTIONS === 'true';
}
/**
 * The attempt on a runner: `CI_STATE_RUN_ATTEMPT` when set, else `GITHUB_RUN_ATTEMPT` (a step
 * cannot change the runner's own variables). Setting it, with `CI_STATE_JOB`, lets a later job of
 * the same workflow run act as the next attempt of an earlier one: a re-run inside one run.
 * `fallback` when neither says (off a runner, or a state's own attempt).
 */
function runAttemptOf(env, fallback = 1) {
    const own = env.CI_STATE_RUN_ATTEMPT;
    if (own !== undefined && own !== '') {
        if (!/^[1-9]\d{0,5}$/.test(own.trim()))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CiStateError */ .eS('invalid_input', `CI_STATE_RUN_ATTEMPT is ${JSON.stringify(own)}: expected a whole number from 1 (the attempt to act as)`);
        return Number(own.trim());
    }
    if (!env.GITHUB_RUN_ATTEMPT)
        return fallback;
    const attempt = Number.parseInt(env.GITHUB_RUN_ATTEMPT, 10);
    return Number.isFinite(attempt) && attempt > 0 ? attempt : 1;
}
function gitHubEnvironment(opts, env, host) {
    const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? env.GITHUB_WORKFLOW ?? 'workflow';
    const baseJob = opts.job ?? env.CI_STATE_JOB ?? env.GITHUB_JOB ?? 'job';
    const job = opts.scope ? `${baseJob}:${opts.scope}` : baseJob;
    const repo = env.GITHUB_REPOSITORY ?? '';
    const ref = env.GITHUB_REF ?? '';
    const attempt = runAttemptOf(env);
    return {
        onRunner: true,
        host,
        scope: { repo, workflow, job, matrix: (0,_matrix_js__WEBPACK_IMPORTED_MODULE_1__/* .matrixKey */ .z)(opts.matrix ?? env.CI_STATE_MATRIX), ref },
        origin: {
            repo,
            workflow,
            job,
            runId: env.GITHUB_RUN_ID ?? '',
            runAttempt: attempt,
            sha: env.GITHUB_SHA ?? '',
            ref,
            event: env.GITHUB_EVENT_NAME ?? '',
            actor: env.GITHUB_ACTOR ?? '',
        },
    };
}


/***/ }),

/***/ 99288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F$: () => (/* binding */ newRunId),
/* harmony export */   bx: () => (/* binding */ localEnvironment),
/* harmony export */   gi: () => (/* binding */ gitFacts)
/* harmony export */ });
/* unused harmony export localActor */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var _matrix_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80298);
/**
 * Off CI (a laptop), and what every provider falls back on: the scope from the command line, git
 * and the machine. The run id is generated by the local store's first attempt (`newRunId`) and
 * the attempt is counted by the store.
 */





function git(args, cwd) {
    try {
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 })
            .toString()
            .trim();
    }
    catch {
        return '';
    }
}
function gitFacts(cwd) {
    const memo = new Map();
    const once = (key, f) => () => {
        if (!memo.has(key))
            memo.set(key, f());
        return memo.get(key);
    };
    return {
        repo: once('repo', () => {
            const top = git(['rev-parse', '--show-toplevel'], cwd);
            return top ? (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(top) : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(cwd);
        }),
        ref: once('ref', () => git(['symbolic-ref', '-q', 'HEAD'], cwd)),
        sha: once('sha', () => git(['rev-parse', '-q', '--verify', 'HEAD'], cwd)),
    };
}
/** Who is running ci-state on this machine. */
function localActor(env) {
    try {
        return (0,node_os__WEBPACK_IMPORTED_MODULE_2__.userInfo)().username;
    }
    catch {
        return env.USER ?? '';
    }
}
function localEnvironment(opts, env, cwd, host) {
    const workflow = opts.workflow ?? env.CI_STATE_WORKFLOW ?? 'default';
    const job = opts.job ?? env.CI_STATE_JOB ?? 'local';
    const g = gitFacts(cwd);
    const repo = g.repo();
    const branch = g.ref();
    return {
        onRunner: false,
        host,
        scope: { repo, workflow, job, matrix: (0,_matrix_js__WEBPACK_IMPORTED_MODULE_4__/* .matrixKey */ .z)(env.CI_STATE_MATRIX), ref: branch },
        origin: {
            repo,
            workflow,
            job,
            sha: g.sha(),
            ref: branch,
            event: 'local',
            actor: localActor(env),
        },
    };
}
function newRunId() {
    return `local-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)().slice(0, 8)}`;
}


/***/ }),

/***/ 80298:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ciMatrixKey),
/* harmony export */   z: () => (/* binding */ matrixKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/** The matrix part of a scope: which leg of a matrix or which parallel copy of a job this is. */

/** A stable key for a matrix leg: the canonical JSON of the matrix object, hashed when long. */
function matrixKey(matrixJson) {
    if (!matrixJson || matrixJson.trim() === '' || matrixJson.trim() === 'null')
        return '';
    let value;
    try {
        value = JSON.parse(matrixJson);
    }
    catch {
        return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(matrixJson).digest('hex').slice(0, 16);
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
        const entries = Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
        const text = entries.map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
        const joined = text.join(',');
        return joined.length <= 200
            ? joined
            : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(joined).digest('hex').slice(0, 16);
    }
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
}
/**
 * The matrix key of a job on another CI system: the system's own parts (`parallel`: index/total,
 * `label`: a matrix leg's label) with `CI_STATE_MATRIX` (JSON, an object's keys merged) on top.
 */
function ciMatrixKey(parts, own) {
    const value = {};
    for (const [k, v] of Object.entries(parts))
        if (v !== undefined)
            value[k] = v;
    if (own !== undefined && own.trim() !== '' && own.trim() !== 'null') {
        let parsed;
        try {
            parsed = JSON.parse(own);
        }
        catch {
            parsed = own;
        }
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            Object.assign(value, parsed);
        else
            value.matrix = own;
    }
    return Object.keys(value).length === 0 ? '' : matrixKey(JSON.stringify(value));
}


/***/ })

};
