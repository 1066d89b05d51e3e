-- An end-to-end test of `effigy lsp` with Neovim's own LSP client (run headless by
-- crates/effigy/tests/lsp.rs): each file of $FILES (comma-separated) is opened, the client
-- waits for the server's diagnostics, hovers on the first line that has an error, and writes
-- what it saw as JSON to $OUT.
local exe = os.getenv('EFFIGY')
local out = os.getenv('OUT')
local files = vim.split(os.getenv('FILES'), ',')
local published = {}
local handlers = {
  ['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
    published[result.uri] = (published[result.uri] or 0) + 1
    return vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
  end,
}
local client = vim.lsp.start_client({
  name = 'effigy',
  cmd = { exe, 'lsp' },
  root_dir = vim.fn.getcwd(),
  handlers = handlers,
  init_options = { timeout = 30 },
})
local results = {}
for _, f in ipairs(files) do
  vim.cmd('edit ' .. vim.fn.fnameescape(f))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client)
  local uri = vim.uri_from_bufnr(buf)
  local ok = vim.wait(120000, function() return (published[uri] or 0) > 0 end, 50)
  local ds = {}
  local error_line = nil
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    local related = {}
    for _, r in ipairs(lsp.relatedInformation or {}) do table.insert(related, r.message) end
    table.insert(ds, { line = d.lnum, severity = d.severity, message = d.message, related = related })
    if d.severity == vim.diagnostic.severity.ERROR and error_line == nil then error_line = d.lnum end
  end
  local hover = vim.NIL
  if error_line ~= nil then
    local params = { textDocument = { uri = uri }, position = { line = error_line, character = 2 } }
    local replies = vim.lsp.buf_request_sync(buf, 'textDocument/hover', params, 20000) or {}
    for _, r in pairs(replies) do
      if r.result and r.result.contents then hover = r.result.contents.value end
    end
  end
  local lenses = {}
  local replies = vim.lsp.buf_request_sync(buf, 'textDocument/codeLens', { textDocument = { uri = uri } }, 20000) or {}
  for _, r in pairs(replies) do
    for _, l in ipairs(r.result or {}) do table.insert(lenses, l.command.title) end
  end
  results[f] = { published = ok, diagnostics = ds, hover = hover, lenses = lenses }
end
local fh = io.open(out, 'w')
fh:write(vim.fn.json_encode(results))
fh:close()
vim.lsp.stop_client(client)
vim.wait(2000, function() return vim.lsp.get_client_by_id(client) == nil end, 50)
vim.cmd('qa!')
