use super::*;
use serde_json::json;

fn round_trip_client(message: ClientMessage) {
    let text = to_text(&message);
    assert_eq!(parse_client(&text), Ok(message), "{text}");
}

fn round_trip_server(message: ServerMessage) {
    let text = to_text(&message);
    let back: ServerMessage = serde_json::from_str(&text).expect("reads back");
    assert_eq!(back, message, "{text}");
}

fn state() -> SeatState {
    SeatState {
        version: 3,
        pieces: json!({"money": [10, 20], "bid": 300}),
        view_hash: hash_text(0xdead_beef),
        deciding: vec![0],
        offers: vec![
            Offer {
                action: json!({"Bid": 300}),
                words: "Bid ¥300".into(),
                preview: None,
                places: None,
            },
            Offer {
                action: json!({"Station": 12}),
                words: "Build a station at Ginza".into(),
                preview: Some("costs ¥300".into()),
                places: Some(json!({"spaces": [], "stations": [12], "lines": []})),
            },
        ],
        undo: None,
        log: vec!["Player 1 passes.".into()],
        log_places: vec![json!({"stations": [3]})],
        over: false,
        broken: None,
        sealed: None,
        clocks: None,
        position: None,
    }
}

#[test]
fn client_messages_round_trip() {
    round_trip_client(ClientMessage::Hello(Hello {
        protocol: PROTOCOL_VERSION,
        table: "K7QX2M".into(),
        token: Some("00ff".into()),
        language: Some("de".into()),
        mirror: true,
    }));
    round_trip_client(ClientMessage::Hello(Hello {
        protocol: PROTOCOL_VERSION,
        table: "K7QX2M".into(),
        token: None,
        language: None,
        mirror: false,
    }));
    round_trip_client(ClientMessage::Command(Command {
        version: 7,
        command_id: "c-1".into(),
        action: json!({"Bid": 300}),
    }));
    round_trip_client(ClientMessage::Undo(UndoRequest {
        version: 8,
        command_id: "c-2".into(),
    }));
    round_trip_client(ClientMessage::Resync(Resync { since_version: 5 }));
}

#[test]
fn server_messages_round_trip() {
    round_trip_server(ServerMessage::Welcome(Welcome {
        protocol: PROTOCOL_VERSION,
        table: TableInfo {
            id: "ab".into(),
            code: "K7QX2M".into(),
            game: "tokyo-metro".into(),
            seats: vec![SeatInfo {
                seat: 0,
                name: "Player 1".into(),
                player: "person".into(),
                taken: true,
                stand_in: None,
                connected: true,
            }],
            state: TableState::Playing,
            host: Some(0),
            clock: Some(ClockRule::Turn { seconds: 86_400 }),
        },
        seat: Some(0),
        layout: json!({"grid": [1, 2]}),
        state: state(),
        chat: vec![ChatLine {
            number: 1,
            seat: 0,
            at: 1_800_000_000,
            text: "good luck <b>all</b>".into(),
        }],
        webhook: Some("http://relay.example.org/hook".into()),
        setup: Some(json!({"map": {"builtin": "tokyo"}, "players": 3})),
    }));
    round_trip_server(ServerMessage::State(state()));
    round_trip_server(ServerMessage::Update(Update {
        version: 4,
        decided: 1,
        told: vec!["Player 2 has bid.".into()],
        told_places: Vec::new(),
        pieces: json!({}),
        view_hash: hash_text(1),
        deciding: vec![],
        offers: vec![],
        undo: Some("passes".into()),
        sealed: None,
        clocks: Some(vec![SeatClock {
            seat: 1,
            deadline_ms: Some(1_800_000_000_000),
            remaining_ms: Some(5_000),
            bank_ms: None,
        }]),
        position: Some(json!({"viewer": 1, "state": {}})),
        step: Some(MirrorStep {
            action: None,
            events: json!([{"BidMade": 1}]),
        }),
        beats: vec![vec![crate::patch::Patch {
            path: vec![
                crate::patch::Key::Name("money".into()),
                crate::patch::Key::Index(1),
            ],
            value: json!(25),
        }]],
    }));
    let round = SealedRound {
        seats: vec![0, 1],
        sealed: vec![1],
        mine: Some(json!({"Bid": 200})),
    };
    round_trip_server(ServerMessage::State(SeatState {
        sealed: Some(round.clone()),
        ..state()
    }));
    round_trip_server(ServerMessage::Sealed(SealedNotice {
        version: 4,
        command_id: Some("b1".into()),
        seat: 1,
        round,
    }));
    // Without a sealed round the state's text is what it was before sealed rounds existed.
    assert!(!to_text(&ServerMessage::State(state())).contains("sealed"));
    round_trip_server(ServerMessage::Accepted(Accepted {
        command_id: "c".into(),
        version: 4,
    }));
    round_trip_server(ServerMessage::Refused(Refused {
        command_id: "c".into(),
        reason: "Not your turn.".into(),
        rule: "TM-3".into(),
        help: Some("Turns".into()),
    }));
    round_trip_server(ServerMessage::Error(ErrorMessage {
        code: ErrorCode::StaleVersion,
        message: "stale".into(),
        command_id: Some("c".into()),
        version: Some(4),
    }));
    round_trip_server(ServerMessage::Ended(Ended {
        version: 99,
        outcome: vec![SeatResult {
            seat: 0,
            score: 12,
            place: 1,
        }],
        save: "{}".into(),
        figures: Some(json!({"totals": [12]})),
    }));
}

#[test]
fn the_wire_form_is_tagged_and_snake_case() {
    let text = to_text(&ClientMessage::Resync(Resync { since_version: 2 }));
    assert_eq!(text, r#"{"type":"resync","since_version":2}"#);
    let error = to_text(&ServerMessage::Error(ErrorMessage {
        code: ErrorCode::ProtocolVersion,
        message: "m".into(),
        command_id: None,
        version: None,
    }));
    assert!(
        error.contains(r#""type":"error""#) && error.contains(r#""code":"protocol_version""#),
        "{error}"
    );
    let limited = to_text(&ServerMessage::Error(ErrorMessage {
        code: ErrorCode::RateLimited,
        message: "m".into(),
        command_id: None,
        version: None,
    }));
    assert!(limited.contains(r#""code":"rate_limited""#), "{limited}");
}

#[test]
fn unknown_fields_are_refused() {
    for text in [
        r#"{"type":"hello","protocol":1,"table":"X","extra":1}"#,
        r#"{"type":"command","version":1,"command_id":"a","action":null,"seat":2}"#,
        r#"{"type":"resync","since_version":0,"all":true}"#,
        r#"{"type":"undo","version":1,"command_id":"a","seat":1}"#,
        r#"{"type":"launch","version":1}"#,
    ] {
        assert!(
            matches!(parse_client(text), Err(ProtocolError::Malformed(_))),
            "{text} read"
        );
    }
    let server = r#"{"type":"accepted","command_id":"c","version":1,"seat":3}"#;
    assert!(serde_json::from_str::<ServerMessage>(server).is_err());
}

#[test]
fn another_protocol_version_is_refused_before_its_shape() {
    // A later version's hello, with fields this version does not know: refused for its version, not its shape.
    let text = r#"{"type":"hello","protocol":2,"table":"X","room":{"new":true}}"#;
    let error = parse_client(text).expect_err("refused");
    assert_eq!(error, ProtocolError::Version(2));
    assert_eq!(error.code(), ErrorCode::ProtocolVersion);
    assert!(error.to_string().contains("protocol 1") && error.to_string().contains("protocol 2"));
    assert_eq!(
        parse_client(r#"{"type":"hello","protocol":0,"table":"X"}"#),
        Err(ProtocolError::Version(0))
    );
}

#[test]
fn malformed_and_oversized_text_is_refused() {
    for text in ["", "{", "[]", "null", r#"{"type":"command"}"#, r#"{"version":1}"#] {
        assert!(
            matches!(parse_client(text), Err(ProtocolError::Malformed(_))),
            "{text:?}"
        );
    }
    let big = format!(
        r#"{{"type":"command","version":1,"command_id":"a","action":"{}"}}"#,
        "x".repeat(MAX_MESSAGE_BYTES)
    );
    assert!(matches!(parse_client(&big), Err(ProtocolError::TooLarge(_))));
    let long_id = format!(
        r#"{{"type":"undo","version":1,"command_id":"{}"}}"#,
        "x".repeat(MAX_COMMAND_ID + 1)
    );
    assert!(matches!(parse_client(&long_id), Err(ProtocolError::Malformed(_))));
}

#[test]
fn the_tables_own_messages_round_trip() {
    round_trip_client(ClientMessage::Start(StartTable {}));
    round_trip_client(ClientMessage::EndTable(EndTable {}));
    round_trip_client(ClientMessage::FillSeat(FillSeat {
        seat: 2,
        bot: "heuristic".into(),
    }));
    round_trip_client(ClientMessage::Chat(ChatRequest { text: "gg".into() }));
    round_trip_client(ClientMessage::Webhook(WebhookRequest {
        url: Some("http://example.org/hook".into()),
    }));
    round_trip_client(ClientMessage::Webhook(WebhookRequest { url: None }));
    assert_eq!(
        to_text(&ClientMessage::Start(StartTable {})),
        r#"{"type":"start"}"#
    );
    assert_eq!(
        parse_client(r#"{"type":"fill_seat","seat":1,"bot":"random"}"#),
        Ok(ClientMessage::FillSeat(FillSeat {
            seat: 1,
            bot: "random".into()
        }))
    );
    for text in [
        r#"{"type":"start","now":true}"#,
        r#"{"type":"end_table","reason":"x"}"#,
        r#"{"type":"chat","text":"hi","seat":1}"#,
        r#"{"type":"fill_seat","seat":1}"#,
    ] {
        assert!(
            matches!(parse_client(text), Err(ProtocolError::Malformed(_))),
            "{text} read"
        );
    }
    let long = format!(
        r#"{{"type":"chat","text":"{}"}}"#,
        "x".repeat(4 * MAX_CHAT_CHARS + 1)
    );
    assert!(matches!(parse_client(&long), Err(ProtocolError::Malformed(_))));
    let url = format!(
        r#"{{"type":"webhook","url":"http://{}"}}"#,
        "x".repeat(MAX_URL_BYTES)
    );
    assert!(matches!(parse_client(&url), Err(ProtocolError::Malformed(_))));
    let table = TableInfo {
        id: "ab".into(),
        code: "K7QX2M".into(),
        game: "chicago-express".into(),
        seats: vec![SeatInfo {
            seat: 0,
            name: "Player 1".into(),
            player: "person".into(),
            taken: true,
            stand_in: Some("heuristic".into()),
            connected: false,
        }],
        state: TableState::Waiting,
        host: None,
        clock: Some(ClockRule::Bank {
            seconds: 600,
            increment: 5,
        }),
    };
    round_trip_server(ServerMessage::Table(TableNotice {
        version: 3,
        table,
        clocks: Some(vec![SeatClock {
            seat: 0,
            deadline_ms: None,
            remaining_ms: None,
            bank_ms: Some(600_000),
        }]),
    }));
    round_trip_server(ServerMessage::Chat(ChatLine {
        number: 2,
        seat: 1,
        at: 5,
        text: "hello".into(),
    }));
    let clock: ClockRule = serde_json::from_str(r#"{"kind":"bank","seconds":60}"#).expect("a clock");
    assert_eq!(
        clock,
        ClockRule::Bank {
            seconds: 60,
            increment: 0
        }
    );
    for code in [ErrorCode::NotHost, ErrorCode::NotStarted, ErrorCode::BadChat] {
        let text = to_text(&ServerMessage::Error(ErrorMessage {
            code,
            message: "m".into(),
            command_id: None,
            version: None,
        }));
        assert!(!text.contains(char::is_uppercase), "{text}");
    }
}
