# app: learn words (de). Ids are kebab-case, prefixed by their area.

learn-rules = Regeln
    .tooltip = Die Regeln in den Worten der Spieler (F1)
learn-rules-menu =
    .tooltip = So wird gespielt, in den Worten der Spieler (F1)
learn-first-game-guide = Anleitung für das erste Spiel
    .tooltip = Die erste Runde des nächsten Spiels Schritt für Schritt durchgehen
learn-what-can-i-do = Was kann ich tun?
    .tooltip = Deine erlaubten Züge jetzt, in Worten, jeder mit einem Grund
learn-close-rules = Regeln schließen
learn-guide-title = Anleitung: { $step }
learn-guide-finish = Anleitung beenden
learn-guide-next = Weiter
learn-guide-got-it = Verstanden
learn-guide-stop = Anleitung abbrechen
