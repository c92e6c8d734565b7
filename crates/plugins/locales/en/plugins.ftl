# plugins: why a plugin was refused (en). Ids are kebab-case, prefixed by their area.
# $path is the plugin's file; $message the system's or the plugin's own words.

error-plugin-not-a-library = { $path }: not a loadable library: { $message }
error-plugin-missing-symbol = { $path }: not a metro plugin: no symbol `{ $symbol }` ({ $message })
error-plugin-bad-handshake = { $path }: not a metro plugin: its handshake is not readable
error-plugin-allocator = { $path }: the plugin allocated memory before taking the host's allocator; it must be made with metro_plugin_api::export_plugin! and keep no global allocator of its own
error-plugin-abi = { $path }: built for another metro: { $mismatch }; rebuild the plugin with this metro's source and toolchain
error-plugin-registration = { $path }: its registration failed: { $message }

## A plugin hook that has not returned within the host's budget ($seconds: the budget, e.g. 10 or 0.5)

plugin-late-in-hook = plugin { $plugin } has not returned from its hook `{ $hook }` within { $seconds } s; it is disabled
