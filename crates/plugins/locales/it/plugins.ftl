# plugins: why a plugin was refused (it). Ids are kebab-case, prefixed by their area.

error-plugin-not-a-library = { $path }: non è una libreria caricabile: { $message }
error-plugin-missing-symbol = { $path }: non è un plugin di metro: manca il simbolo `{ $symbol }` ({ $message })
error-plugin-bad-handshake = { $path }: non è un plugin di metro: il suo handshake non è leggibile
error-plugin-allocator = { $path }: il plugin ha allocato memoria prima di adottare l'allocatore del programma; va costruito con metro_plugin_api::export_plugin! e senza un proprio allocatore globale
error-plugin-abi = { $path }: compilato per un altro metro: { $mismatch }; ricompila il plugin con il sorgente e la toolchain di questo metro
error-plugin-registration = { $path }: la sua registrazione non è riuscita: { $message }

## A plugin hook that has not returned within the host's budget

plugin-late-in-hook = il plugin { $plugin } non è tornato dal suo hook `{ $hook }` entro { $seconds } s; è disattivato
