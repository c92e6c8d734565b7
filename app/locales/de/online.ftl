# app: the "Play online" screen (de): a server's address or a table hosted here, a new table, the lobby, a table
# of a server. Ids are kebab-case, prefixed by their area.

## Where to play
online-title = Online spielen
online-back-to-menu = Menü
online-intro = Spiele an einem Tisch mit Freunden an anderen Computern. Alles Gezeigte kommt vom Server: ein Zug zählt, sobald der Server ihn angenommen hat.
# same in every language
online-server = Server
    .tooltip = Die Adresse eines Computers, auf dem metro serve läuft (HOST:PORT), oder eröffne unten einen Tisch an diesem Computer
online-host = Tisch an diesem Computer eröffnen
# same in every language
online-port = Port
online-open-to-network = Im Netzwerk offen
    .tooltip = Aus: nur dieser Computer kann beitreten (127.0.0.1). An: Computer in deinem Netzwerk können beitreten (0.0.0.0); deine Firewall fragt vielleicht nach
online-host-start = Eröffnen
    .tooltip = Startet einen Server in der App; seine Tische bleiben in deinem Datenordner und kommen zurück, wenn du wieder eröffnest
online-hosting = Server läuft auf { $address }
online-hosting-local = Nur dieser Computer kann beitreten.
online-hosting-network = Gib deinen Freunden diese Adresse und den Raumcode deines Tisches.
online-host-starting = Der Server startet…
online-host-failed = Der Server konnte nicht starten: { $reason }
online-stop-hosting = Server beenden

## A new table
online-create = Neuer Tisch
online-game = Spiel
online-game-tokyo = Tokyo Metro auf dem Spielplan Tokio
online-game-osaka = Tokyo Metro auf dem Spielplan Osaka
# same in every language
online-game-chicago = Chicago Express
# same in every language
online-game-tokyo-metro = Tokyo Metro
online-seats = Plätze
online-seat-number = Platz { $seat }
online-seat-person = Mensch
# same in every language
online-seat-bot = Bot: { $bot }
online-add-seat = Platz hinzufügen
online-remove-seat = Entfernen
online-spectators = Jeder mit dem Code darf zuschauen
online-create-button = Tisch eröffnen
online-bots-only = Ein Tisch nur mit Bots: du schaust zu.

## Joining
online-join = Einem Tisch beitreten
online-code = Raumcode
online-join-button = Beitreten
online-watch-button = Zuschauen
online-lobby = Offene Tische
online-lobby-refresh = Tische suchen
online-lobby-not-asked = Suche die offenen Tische des Servers oder gib einen Raumcode ein.
online-lobby-failed = Der Server konnte nicht gefragt werden: { $reason }
online-lobby-empty = { $server } hat keinen offenen Tisch.
online-lobby-open = { $open } von { $seats } Plätzen frei
online-kept = Deine Plätze
online-kept-none = Du hast noch keinen Platz an einem Tisch.
online-kept-seat = Platz { $seat } auf { $server }
online-rejoin = Zurück an den Tisch
online-forget = Vergessen
    .tooltip = Vergisst das geheime Token dieses Platzes auf diesem Computer: du könntest nicht an den Platz zurück
online-forget-seat = Diesen Platz vergessen

## At a table
online-table-code = Raumcode
    .tooltip = Freunde treten mit diesem Code bei
online-you-play = Du spielst { $seat }
online-watching = Du schaust zu
online-leave = Verlassen
    .tooltip = Verlässt den Tisch; dein Platz bleibt dir, du kannst zurückkommen
online-rules = Regeln
online-connecting = Verbinde…
online-connected = Verbunden
online-reconnecting = Verbindung vor { $seconds } s verloren: verbinde erneut (Versuch { $attempts })
online-stopped = Beendet
online-closed = Geschlossen
online-failed = Der Tisch ist nicht erreichbar: { $reason }
online-banner-lost = Die Verbindung zum Server ist verloren ({ $seconds } s). Verbinde von selbst erneut (Versuch { $attempts })…
online-banner-back = Die Verbindung ist wieder da: der Tisch ist, wie der Server ihn hat.
online-seat-you = { $name } (du)
online-played-by-you = du
online-played-by-person = ein Mensch
online-has-bid = hat geboten
online-bidding = bietet…
online-bot-bids-last = bietet, sobald die Menschen geboten haben
online-your-bid = dein Gebot: { $bid }
online-deciding = entscheidet…
online-broken = Dieser Tisch kann nicht weitergehen: { $reason }
online-sealed-round = Geheime Gebote: alle bieten gleichzeitig.
online-your-sealed-bid = Dein verdecktes Gebot: { $bid }
online-change-bid = Du kannst dein Gebot ändern, bis alle geboten haben.
online-filter = Filtern
online-sent = Gesendet: warte auf den Server…
online-filter-none = Keine Wahl passt: leere den Filter, um alle zu sehen.
online-your-turn = Deine Entscheidung
online-waiting-for = Warten auf { $names }
online-undo = Zurücknehmen: { $decision }
online-refused = Abgelehnt: { $reason } ({ $rule })
online-log = Protokoll
online-game-over = Das Spiel ist vorbei
online-place = { $place }.
online-save-game = Spiel speichern
    .tooltip = Schreibt das beendete Spiel in deinen Ordner für Spielstände; der Wiedergabe-Betrachter öffnet es
online-saved = Gespeichert als { $file }
online-no-board = Diese App kann den Spielplan von { $game } nicht zeichnen.

## Holdings
online-lines = Linien
online-line = Linie
online-value = Wert
online-shares = Anteile
online-companies = Gesellschaften
online-treasury = Kasse
online-income = Einkommen
online-shares-left = Anteile
online-locomotives-left = Loks
online-shares-held = Anteile im Besitz
# same in every language
online-held = { $company } ×{ $count }
online-table-waiting = Der Tisch beginnt, sobald jeder Personenplatz besetzt ist: gib deinen Freunden den Raumcode { $code }.
online-start-now = Jetzt beginnen (der Bot spielt die freien Plätze, bis jemand sie einnimmt)
online-table-ended = Der Gastgeber hat den Tisch beendet.
online-sealed-mine = Deine verdeckte Wahl: { $choice }. Alle haben entschieden.
online-save-at-end = Der Server bewahrt diese Partie auf: Speichern geht, sobald sie zu Ende ist.
online-sealed-nobody = Alle entscheiden zugleich und verdeckt: es fehlen noch { $seats }.
online-sealed-others = { $decided } hat verdeckt entschieden (was, bleibt geheim, bis alle entschieden haben); es fehlen noch { $seats }.
online-sealed-waiting = Deine verdeckte Wahl: { $choice }. Du kannst sie ändern, bis alle entschieden haben. { $others }
# same in every language
online-chat = Chat
online-chat-unread = Chat ({ $count } neu)
online-chat-title = Chat am Tisch { $code }
online-chat-empty = Noch nichts gesagt.
online-chat-watching = Zuschauen: nur die Plätze schreiben hier.
online-chat-hint = Dem Tisch etwas sagen
online-chat-send = Senden
online-end-table = Tisch beenden…
    .tooltip = Niemand entscheidet mehr; der Tisch bleibt lesbar, wie er ist
online-end-yes = Jetzt beenden
online-end-no = Weiterspielen
online-clocks = Uhren: { $clocks }
online-clock-left = { $seat } noch { $time }
online-clock-bank = { $seat } Zeitkonto { $time }
online-clock = Uhr
online-clock-none = Keine Uhr
online-clock-turn = { $hours ->
    [one] Eine Stunde für jede Entscheidung
   *[other] { $hours } Stunden für jede Entscheidung
}
online-clock-bank-rule = { $minutes } Minuten für die Partie, { $increment } s mehr nach jeder Entscheidung
online-chat-message = Nachricht
