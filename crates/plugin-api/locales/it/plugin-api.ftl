# plugin-api: how a plugin's handshake differs from the host's (it). Ids are kebab-case, prefixed by their area.

error-abi-mismatch = { $field ->
    [api] la sua versione della API dei plugin è { $plugin }, quella del programma è { $host }
    [engine] la sua versione di metro-engine è { $plugin }, quella del programma è { $host }
    [interface] la sua impronta dell'interfaccia (il sorgente del motore) è { $plugin }, quella del programma è { $host }
    [rustc] la sua versione di rustc è { $plugin }, quella del programma è { $host }
    [target] il suo target è { $plugin }, quello del programma è { $host }
   *[panic] la sua strategia di panic è { $plugin }, quella del programma è { $host }
}

## A plugin that panicked

plugin-panicked-in-hook = il plugin { $plugin } è andato in panic nel suo hook `{ $hook }`: { $panic }
plugin-panicked-registering = è andato in panic durante la registrazione: { $panic }
plugin-panicked-registering-module = è andato in panic durante la registrazione di un modulo: { $panic }
plugin-panic-without-message = un panic senza messaggio
plugin-disabled = il plugin è disattivato
plugin-disabled-after-panic = il plugin è disattivato dopo un panic
plugin-module-event = Evento di modulo { $kind }.
plugin-house-rule = per una regola della casa

## A plugin whose hook left or handed back a value the engine cannot take

plugin-invalid-in-hook = il plugin { $plugin } ha lasciato un valore fuori dai limiti nel suo hook `{ $hook }`: { $why }
