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
