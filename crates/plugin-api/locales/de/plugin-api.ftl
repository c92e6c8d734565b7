# plugin-api: how a plugin's handshake differs from the host's (de). Ids are kebab-case, prefixed by their area.

error-abi-mismatch = { $field ->
    [api] seine Plugin-API-Version ist { $plugin }, die des Programms { $host }
    [engine] seine metro-engine-Version ist { $plugin }, die des Programms { $host }
    [interface] sein Schnittstellen-Fingerabdruck (der Quelltext der Engine) ist { $plugin }, der des Programms { $host }
    [rustc] seine rustc-Version ist { $plugin }, die des Programms { $host }
    [target] sein Zielsystem ist { $plugin }, das des Programms { $host }
   *[panic] seine Panic-Strategie ist { $plugin }, die des Programms { $host }
}

## A plugin that panicked

plugin-panicked-in-hook = das Plugin { $plugin } ist in seinem Hook `{ $hook }` abgestürzt: { $panic }
plugin-panicked-registering = beim Registrieren abgestürzt: { $panic }
plugin-panicked-registering-module = beim Registrieren eines Moduls abgestürzt: { $panic }
plugin-panic-without-message = ein Absturz ohne Meldung
plugin-disabled = das Plugin ist abgeschaltet
plugin-disabled-after-panic = das Plugin ist nach einem Absturz abgeschaltet
plugin-module-event = Modulereignis { $kind }.
plugin-house-rule = durch eine Hausregel

## A plugin whose hook left or handed back a value the engine cannot take

plugin-invalid-in-hook = das Plugin { $plugin } hat in seinem Hook `{ $hook }` einen Wert außerhalb der Grenzen hinterlassen: { $why }
