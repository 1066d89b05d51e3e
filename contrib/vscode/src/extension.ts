// The effigy extension: starts `effigy lsp` for C files and frames programs (.vc). The server
// verifies a file on open and on save and reports the verdict as diagnostics; its code lenses'
// commands (verify a function alone, its execution tree, tests) are registered by the client.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

function start(): Promise<void> {
  const config = vscode.workspace.getConfiguration('effigy');
  const serverOptions: ServerOptions = { command: config.get<string>('path', 'effigy'), args: ['lsp'] };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      { scheme: 'file', language: 'c' },
      { scheme: 'file', language: 'effigy-frames' },
    ],
    initializationOptions: {
      timeout: config.get<number>('timeout', 20),
      args: config.get<string[]>('args', []),
    },
  };
  client = new LanguageClient('effigy', 'effigy', serverOptions, clientOptions);
  return client.start();
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  await start();
  // New settings take effect in a new server.
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (e) => {
      if (e.affectsConfiguration('effigy')) {
        await client?.stop();
        await start();
      }
    }),
  );
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}
