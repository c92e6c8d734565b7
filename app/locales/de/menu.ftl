# app: menu words (de). Ids are kebab-case, prefixed by their area.

## The start menu

menu-resume = Letztes Spiel fortsetzen
menu-back-to-game = Zurück zum Spiel
menu-language = Sprache
    .tooltip = Die Sprache des ganzen Spiels (wird für das nächste Mal gemerkt)
menu-map = Spielplan
menu-card-set = Aktionskarten-Satz
menu-seats = Plätze
# same in every language
menu-seed = Seed
menu-seed-hint = zufällig
menu-seed-random = Zufällig
    .tooltip = Für jedes Spiel einen neuen zufälligen Seed
# same in every language
menu-animation = Animation
menu-animation-suffix = { " " }Schritte/s (0: sofort)
menu-start-game = Spiel starten
menu-test-by-simulation = Per Simulation testen …
    .tooltip = Viele Bot-Partien mit diesem Spielplan, Aktionskarten-Satz und dieser Variante spielen; die Ergebnisse als Diagramme und auf dem Spielplan ansehen
menu-not-startable = Der gewählte Spielplan oder Aktionskarten-Satz hat Fehler (siehe oben); damit kann nicht gespielt werden.
menu-map-file = Spielplan-Datei
menu-map-file-hint = oder eine Datei: pfad/zum/spielplan.toml
menu-open-map-file = Spielplan-Datei öffnen
menu-card-set-file = Kartensatz-Datei
menu-card-set-file-hint = oder eine Datei: pfad/zum/kartensatz.toml
menu-open-card-set-file = Kartensatz-Datei öffnen
menu-open = Öffnen
menu-reading-files = (deine Dateien werden gelesen …)
menu-none = (keiner)
menu-players = { $count ->
    [one] 1 Spieler (solo)
   *[other] { $count } Spieler
}
menu-remove-seat = Platz entfernen
menu-add-seat = Platz hinzufügen
menu-seat-player = Platz { $seat }: Spieler
menu-seat-colour = Platz { $seat }: Farbe
menu-solo-bests = Solo-Bestwerte — { $combination }
menu-no-solo-bests = Mit dieser Kombination wurde noch kein Solospiel beendet.
menu-file-problems = { $count ->
    [one] 1 Problem — mit dieser Datei kann nicht gespielt werden:
   *[other] { $count } Probleme — mit dieser Datei kann nicht gespielt werden:
}
menu-more-problems = … und { $count } weitere
menu-browse = Durchsuchen …
# same in every language
menu-in-folder = In { $folder }
menu-up-a-folder = Einen Ordner nach oben

## Seats

seat-human = Mensch
    .tooltip = Eine Person an diesem Computer
seat-easy-bot = Bot (Leicht)
    .tooltip = Der Heuristik-Bot, aber zwei von fünf Zügen zufällig
seat-normal-bot = Bot (Normal)
    .tooltip = Der Heuristik-Bot: spielt wie ein vernünftiger Mensch, ohne zu zögern
seat-hard-bot = Bot (Schwer)
    .tooltip = Der Such-Bot: etwa eine Sekunde pro Zug auf einem Kern
seat-expert-bot = Bot (Experte)
    .tooltip = Der Such-Bot: drei Sekunden pro Zug auf allen Kernen
seat-name = Spieler { $seat }
seat-name-easy = Spieler { $seat } (Leicht)
seat-name-normal = Spieler { $seat } (Normal)
seat-name-hard = Spieler { $seat } (Schwer)
seat-name-expert = Spieler { $seat } (Experte)

## Player colours

colour-red = rot
colour-blue = blau
colour-yellow = gelb
colour-green = grün
colour-purple = lila
colour-white = weiß
colour-black = schwarz
# same in every language
colour-orange = orange
colour-custom = eigene
