# app: the report of `metro-app --frame-time` (it).

frame-time-report = Mappa Tokyo, carte Azione Osaka, Metro Drinks, metà partita ({ $decisions } decisioni), { $width }x{ $height }, { $frames } fotogrammi: fotogramma intero in media { $mean } ms (passata egui { $layout } ms, tassellazione { $tessellation } ms), mediana { $median } ms, p95 { $p95 } ms, massimo { $max } ms
frame-time-detail = { $primitives } primitive, { $vertices } vertici; schermata { $screen }, partita finita { $over }, livelli della Mappa costruiti { $builds } volte
