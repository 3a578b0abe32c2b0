import { REMOTES, type RemoteName, type RemoteWidget } from '@grammarpath/contracts';

/** The widgets a remote exposes, by the registry. */
export type WidgetName<R extends RemoteName> = keyof (typeof REMOTES)[R]['widgets'] & string;

/** One widget of one remote, both names checked against the registry. */
export type RemoteWidgetRef = { [R in RemoteName]: { remote: R; widget: WidgetName<R> } }[RemoteName];

/** The height (px, on a phone and from antd's `lg` width up) the registry reserves for a widget's slot. */
export function widgetMinHeight({ remote, widget }: RemoteWidgetRef): RemoteWidget['minHeight'] {
  return (REMOTES[remote].widgets as Readonly<Record<string, RemoteWidget>>)[widget].minHeight;
}
