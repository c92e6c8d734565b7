# plugin-api: how a plugin's handshake differs from the host's (de). Ids are kebab-case, prefixed by their area.

error-abi-mismatch = { $field ->
    [api] seine Plugin-API-Version ist { $plugin }, die des Programms { $host }
    [engine] seine metro-engine-Version ist { $plugin }, die des Programms { $host }
    [interface] sein Schnittstellen-Fingerabdruck (der Quelltext der Engine) ist { $plugin }, der des Programms { $host }
    [rustc] seine rustc-Version ist { $plugin }, die des Programms { $host }
    [target] sein Zielsystem ist { $plugin }, das des Programms { $host }
   *[panic] seine Panic-Strategie ist { $plugin }, die des Programms { $host }
}
