# plugin-api: how a plugin's handshake differs from the host's (en). Ids are kebab-case, prefixed by their area.
# $plugin and $host are the two values, quoted.

error-abi-mismatch = { $field ->
    [api] its plugin-API version is { $plugin }, the host's is { $host }
    [engine] its metro-engine version is { $plugin }, the host's is { $host }
    [interface] its interface fingerprint (the engine's source) is { $plugin }, the host's is { $host }
    [rustc] its rustc version is { $plugin }, the host's is { $host }
    [target] its target is { $plugin }, the host's is { $host }
   *[panic] its panic strategy is { $plugin }, the host's is { $host }
}

## A plugin that panicked ($panic: the panic's own message and place)

plugin-panicked-in-hook = plugin { $plugin } panicked in its hook `{ $hook }`: { $panic }
plugin-panicked-registering = panicked while registering: { $panic }
plugin-panicked-registering-module = panicked while registering a module: { $panic }
plugin-panic-without-message = a panic without a message
plugin-disabled = the plugin is disabled
plugin-disabled-after-panic = the plugin is disabled after a panic
# what a disabled plugin's event and payments read as
plugin-module-event = Module event { $kind }.
plugin-house-rule = by a house rule

## A plugin whose hook left or handed back a value the engine cannot take ($why: what, from the engine's catalog)

plugin-invalid-in-hook = plugin { $plugin } left a value out of range in its hook `{ $hook }`: { $why }
