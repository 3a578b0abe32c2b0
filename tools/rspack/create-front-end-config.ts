import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { DEV_PORTS, devServerOf, type FrontEndName } from './dev-server';
import { AntdComponentGuardPlugin } from './antd-component-guard-plugin';
import { antdPartsOnDemand } from './antd-parts-on-demand';
import { ANTD_FRAME_COMPONENTS } from './antd-components';
import { EagerCompileHintPlugin } from './eager-compile-hint-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { checkedExposes } from './remote-exposes';
import { ShareAntdContextsPlugin } from './share-antd-contexts-plugin';
import { antdStyleGeneratorsRule } from './antd-style-generators';
import { hostProvidedFiles, sharedDependencies } from './shared-dependencies';
import { typescriptRule } from './typescript-rule';
// Read from its source: the build config runs before any package is built.
import { ANTD_STYLESHEET_ID } from '../../libs/contracts/src/prerendered-pages';

export interface FrontEndOptions {
  /** The Module Federation name: 'shell' for the host, mfe_* for remotes. */
  name: FrontEndName;
  /** The workspace folder (pass `__dirname`). */
  root: string;
  /**
   * Remotes only: exposed module name → source file; exactly `./routes` and `./<widget>` for each widget
   * the remote registry (libs/contracts/src/remotes.ts) gives the remote, or the build fails.
   */
  exposes?: Record<string, string>;
  /** A CSS file inlined in the page's <head>: rules the first paint needs before any script runs. */
  headCss?: string;
  /**
   * The host only: the URL of antd's build-time stylesheet, which its page links (see antd-stylesheet.ts, the
   * shell's config emits it). Without one, antd generates its styles in the browser.
   */
  antdStylesheetUrl?: string;
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const ANTD_BASE =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|version)[\\/]|@ant-design[\\/](cssinjs-utils|fast-color|colors)[\\/]|@ant-design[\\/]icons[\\/]es[\\/](components|utils|renderUtils|cssUtils|dynamicCSS)|@rc-component[\\/](util|motion|resize-observer)[\\/]|clsx[\\/]|is-mobile[\\/]|throttle-debounce[\\/]|@babel[\\/]runtime[\\/])/;

/**
 * Small modules that many antd components import by relative paths: each component's locale, the form context
 * every input reads, the colour class Button's tokens use and the icons antd's own components draw. Below
 * splitChunks' minimum size for a chunk of their own, they were copied into the chunk of every component that
 * uses them, several copies a page; in antd-base, which every page loads, they come once.
 */
const ANTD_SHARED_PARTS =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/]([^\\/]+[\\/]locale[\\/]|form[\\/]context|color-picker[\\/]color)|@rc-component[\\/]([^\\/]+[\\/]es[\\/]locale[\\/]|form[\\/]es[\\/]FormContext|color-picker[\\/]es[\\/]color)|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](asn|icons)[\\/](CloseOutlined|CloseCircleFilled|LoadingOutlined|CheckCircleFilled|ExclamationCircleFilled|InfoCircleFilled)\.js)/;

/** The frame's antd components (ANTD_FRAME_COMPONENTS) and the rc-components they are built on. */
const ANTD_FRAME = new RegExp(
  String.raw`[\\/]node_modules[\\/](antd[\\/]es[\\/](${ANTD_FRAME_COMPONENTS.join('|')})[\\/]|@rc-component[\\/](trigger|portal|tooltip|notification)[\\/])`,
);

const REACT_I18NEXT_ESM = path.join(
  path.dirname(require.resolve('react-i18next/package.json')),
  'dist/es/index.js',
);

/**
 * React Router's package exports only its development build; its production build has no dev checks.
 * Only shared/react-router-dom.mjs imports it, as only shared/react-i18next.mjs imports react-i18next's.
 */
const SHARED_SUBSET_ALIASES = {
  'react-router-production$': REACT_ROUTER_PRODUCTION,
  'react-i18next-esm$': REACT_I18NEXT_ESM,
};

/**
 * Contracts are types, constants and pure rules: a front end keeps only what it uses of them (the shell's
 * entry chunk needs the remote registry, not the API's endpoints).
 */
const CONTRACTS_RULE = { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false };

/**
 * antd's rc-components declare no `sideEffects`, though their modules only define components: without this, a
 * named import from a package's index keeps the whole package (antd's form context imports `FormProvider`, and
 * every Input, Select and Checkbox came with all of @rc-component/form and its validator).
 */
const RC_COMPONENTS_RULE = { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false };

/**
 * How a front end's sources are resolved and compiled, for the browser or for Node (a remote's server
 * container): workspace libraries from their TypeScript sources, the shared subsets, a missing export an error.
 */
export function sourceOptions(
  target: 'browser' | 'node',
  production: boolean,
  { zeroRuntimeAntd = false }: { zeroRuntimeAntd?: boolean } = {},
): Pick<Configuration, 'resolve' | 'module'> {
  return {
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['source', target, 'import', 'module', 'require', 'default'],
      alias: SHARED_SUBSET_ALIASES,
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        CONTRACTS_RULE,
        RC_COMPONENTS_RULE,
        ...(zeroRuntimeAntd ? [antdStyleGeneratorsRule] : []),
        typescriptRule(production),
      ],
    },
  };
}

/** Comments and layout whitespace out of a small hand-written CSS file. */
function minifiedCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .trim();
}

/** The page title of each front end's own index.html (the remotes' pages are their standalone hosts). */
const TITLES: Record<FrontEndName, string> = {
  shell: 'GrammarPath',
  mfe_quiz: 'GrammarPath Quiz',
  mfe_paths: 'GrammarPath Learning Paths',
  mfe_progress: 'GrammarPath Progress',
};

/**
 * The host's own imports of the modules it provides to the remotes, resolved to the very files it provides
 * (hostProvidedFiles) rather than consumed through the federation runtime: the same module instances, without
 * a share negotiation per module and a chunk per module while the app starts.
 */
function hostImportsDirect() {
  const files = hostProvidedFiles();
  return new rspack.NormalModuleReplacementPlugin(/^[^./]/, (resource) => {
    const file = files[resource.request];
    if (file) resource.request = file;
  });
}

/** One rspack + Module Federation config for every front end; the host and the remotes differ only by options. */
export function createFrontEndConfig({
  name,
  root,
  exposes,
  headCss,
  antdStylesheetUrl = '',
}: FrontEndOptions): Configuration {
  const production = process.env.NODE_ENV === 'production';
  const isHost = name === 'shell';
  if (isHost !== (exposes === undefined)) throw new Error(`${name}: only remotes expose modules`);
  const hashed = production ? '.[contenthash:8]' : '';
  // A remote's own page (src/main.ts, a minimal host) is for its dev server: a production remote uses the
  // host's federation runtime, so it builds remoteEntry.js and its chunks only.
  const ownPage = isHost || !production;
  return {
    name,
    mode: production ? 'production' : 'development',
    context: root,
    entry: ownPage ? { main: './src/main.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(root, 'dist'),
      // Remotes: 'auto' follows wherever remoteEntry.js was served from. Their dev servers use an absolute
      // URL so that deep links of the standalone page (/learning-path/3) still find main.js.
      publicPath: isHost ? '/' : production ? 'auto' : `http://localhost:${DEV_PORTS[name]}/`,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      uniqueName: name,
      clean: true,
    },
    // A page that links antd's stylesheet runs antd with zero runtime: its style generators are dead code.
    ...sourceOptions('browser', production, { zeroRuntimeAntd: antdStylesheetUrl !== '' }),
    plugins: [
      new ShareAntdContextsPlugin(),
      new AntdComponentGuardPlugin(),
      antdPartsOnDemand(),
      ...(isHost && production ? [hostImportsDirect()] : []),
      // Only the app's own entry: the container entry (remoteEntry.js) is for hosts to load.
      ...(ownPage
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(__dirname, 'index.html'),
              templateParameters: {
                title: TITLES[name],
                headCss: headCss ? minifiedCss(readFileSync(headCss, 'utf8')) : '',
                antdStylesheet: antdStylesheetUrl,
                antdStylesheetId: ANTD_STYLESHEET_ID,
              },
              chunks: ['main'],
            }),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(name === 'shell'
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: checkedExposes(name, exposes ?? {}) }),
        shareStrategy: 'loaded-first',
        shared: sharedDependencies({ isHost, consumeOnly: !isHost && production }),
        dts: false,
        // Browsers only: leaves the runtime's Node.js loading code out of every build.
        experiments: {
          optimization: { target: 'web' },
          // One federation runtime per page: the shell's, which remotes use instead of shipping their own
          // in each remoteEntry.js (about 17 KB gzip each).
          ...(production && (isHost ? { provideExternalRuntime: true } : { externalRuntime: true })),
        },
      }),
      ...(production ? [new EagerCompileHintPlugin(), new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      // The host: what every antd component is built on (utilities, theme, styles, locale, the icon base,
      // rc-util, motion) in one chunk, instead of copies in many small chunks loaded together. Not in the
      // remotes: they get all of that from the host, and a remote's own icons would pull in the whole chunk.
      ...(isHost && {
        splitChunks: {
          cacheGroups: {
            antdBase: {
              test: new RegExp(`${ANTD_BASE.source}|${ANTD_SHARED_PARTS.source}`),
              name: 'antd-base',
              chunks: 'async',
              enforce: true,
              priority: 10,
            },
            antdFrame: { test: ANTD_FRAME, name: 'antd-frame', chunks: 'async', enforce: true, priority: 5 },
          },
        },
      }),
    },
    performance: { hints: false },
    devServer: devServerOf(name),
  };
}
