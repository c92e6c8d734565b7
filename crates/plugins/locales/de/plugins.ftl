# plugins: why a plugin was refused (de). Ids are kebab-case, prefixed by their area.

error-plugin-not-a-library = { $path }: keine ladbare Bibliothek: { $message }
error-plugin-missing-symbol = { $path }: kein metro-Plugin: das Symbol `{ $symbol }` fehlt ({ $message })
error-plugin-bad-handshake = { $path }: kein metro-Plugin: sein Handshake ist nicht lesbar
error-plugin-allocator = { $path }: das Plugin hat Speicher angelegt, bevor es den Allokator des Programms übernahm; es muss mit metro_plugin_api::export_plugin! gebaut sein und darf keinen eigenen globalen Allokator haben
error-plugin-abi = { $path }: für ein anderes metro gebaut: { $mismatch }; baue das Plugin mit dem Quelltext und der Toolchain dieses metro neu
error-plugin-registration = { $path }: seine Registrierung ist fehlgeschlagen: { $message }

## A plugin hook that has not returned within the host's budget

plugin-late-in-hook = das Plugin { $plugin } ist aus seinem Hook `{ $hook }` nicht binnen { $seconds } s zurückgekehrt; es ist abgeschaltet
