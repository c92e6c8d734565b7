# plugin-api: how a plugin's handshake differs from the host's (it). Ids are kebab-case, prefixed by their area.

error-abi-mismatch = { $field ->
    [api] la sua versione della API dei plugin è { $plugin }, quella del programma è { $host }
    [engine] la sua versione di metro-engine è { $plugin }, quella del programma è { $host }
    [interface] la sua impronta dell'interfaccia (il sorgente del motore) è { $plugin }, quella del programma è { $host }
    [rustc] la sua versione di rustc è { $plugin }, quella del programma è { $host }
    [target] il suo target è { $plugin }, quello del programma è { $host }
   *[panic] la sua strategia di panic è { $plugin }, quella del programma è { $host }
}
