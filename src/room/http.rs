//! The routes of the room's web server and its accept loop. Only the routes below exist:
//! nothing is read from disk for a request (every asset is compiled in), so no path reaches
//! the event file, its journal, backups or a shared event's keys. Request bodies are limited
//! to [`BODY_LIMIT`] bytes; at most [`MAX_CONNECTIONS`] connections are served at once, each
//! for at most [`CONNECTION_LIFETIME`], with [`HEADER_TIMEOUT`] to send its headers.

use super::keeper::{Ask, Snapshot};
use super::pages;
use crate::i18n::Lang;
use axum::Router;
use axum::extract::{DefaultBodyLimit, Form, Path as UrlPath, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use chrono::Utc;
use serde::Deserialize;
use std::sync::{Arc, Mutex, mpsc};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, oneshot, watch};

/// The largest request body taken (a report is well under 200 bytes).
pub const BODY_LIMIT: usize = 4 * 1024;

/// Connections served at once; the next waits until one closes.
pub const MAX_CONNECTIONS: usize = 1024;

/// Time a client has to send a request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// The longest a connection is kept (a phone reconnects).
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(120);

/// What every request can read.
#[derive(Clone)]
pub struct Shared {
    /// The latest snapshot of the event.
    pub snap: watch::Receiver<Arc<Snapshot>>,
    /// The keeper's inbox (reports).
    pub asks: Arc<Mutex<mpsc::Sender<Ask>>>,
    /// Whether reports are taken (`--reports`).
    pub reports: bool,
    /// The address of the player pages for the TV's QR code and hint.
    pub player_url: Option<String>,
    /// That address as an SVG QR code.
    pub qr: Option<String>,
}

/// The router of every page.
pub fn router(shared: Shared) -> Router {
    let mut r = Router::new()
        .route("/", get(tv))
        .route("/tv/live", get(tv_live))
        .route("/players", get(players))
        .route("/players/{id}", get(player))
        .route("/api/round", get(api_round))
        .route("/api/version", get(api_version))
        .route("/assets/{file}", get(asset));
    if shared.reports {
        r = r.route("/report", get(report_form).post(report));
    }
    r.fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(shared)
}

/// Serves `app` on `listener` until `stop` fires: each connection holds one of
/// [`MAX_CONNECTIONS`] permits while it is open.
pub async fn serve(listener: TcpListener, app: Router, mut stop: oneshot::Receiver<()>) {
    use hyper_util::rt::{TokioIo, TokioTimer};
    use hyper_util::service::TowerToHyperService;
    let permits = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    loop {
        let Ok(permit) = permits.clone().acquire_owned().await else {
            return;
        };
        let stream = tokio::select! {
            _ = &mut stop => return,
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors and the like: wait, then go on accepting.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let service = TowerToHyperService::new(app.clone());
        tokio::spawn(async move {
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(TokioIo::new(stream), service);
            let _ = tokio::time::timeout(CONNECTION_LIFETIME, conn).await;
            drop(permit);
        });
    }
}

/// The phone's language: `?lang=` first, then the `lang` cookie the switch sets, then the
/// browser's `Accept-Language` (German if it prefers German over English), else English.
fn phone_lang(headers: &HeaderMap, asked: Option<&str>) -> Lang {
    if let Some(l) = asked.and_then(|a| Lang::parse(a).ok()) {
        return l;
    }
    let cookie = headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|c| c.trim().strip_prefix("lang="));
    if let Some(l) = cookie.and_then(|c| Lang::parse(c).ok()) {
        return l;
    }
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    for part in accept.split(',') {
        let tag = part
            .split(';')
            .next()
            .unwrap_or("")
            .trim()
            .to_ascii_lowercase();
        if tag.starts_with("de") {
            return Lang::De;
        }
        if tag.starts_with("en") {
            return Lang::En;
        }
    }
    Lang::En
}

/// An HTML page that is never cached (it changes with every commit), with a policy that lets
/// it load only this server's own style sheet and script; with `lang` the language cookie.
fn page(body: String, lang: Option<Lang>) -> Response {
    let mut r = Html(body).into_response();
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; \
             connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    if let Some(l) = lang
        && let Ok(v) = HeaderValue::from_str(&format!(
            "lang={}; Path=/; Max-Age=31536000; SameSite=Strict",
            l.code()
        ))
    {
        h.insert(header::SET_COOKIE, v);
    }
    r
}

async fn tv(State(s): State<Shared>) -> Response {
    let snap = s.snap.borrow().clone();
    page(
        pages::tv(&snap, Utc::now(), s.player_url.as_deref(), s.qr.as_deref()),
        None,
    )
}

#[derive(Deserialize)]
struct Since {
    v: Option<u64>,
}

/// The TV page's live part; `204 No Content` while the version the page has (`?v=`) is the
/// latest, so a poll costs next to nothing.
async fn tv_live(State(s): State<Shared>, Query(q): Query<Since>) -> Response {
    let snap = s.snap.borrow().clone();
    if q.v == Some(snap.version) {
        return StatusCode::NO_CONTENT.into_response();
    }
    let lang = crate::print::language(&snap.event);
    let body = crate::i18n::with_lang(lang, || pages::tv_live(&snap, Utc::now()).into_string());
    let mut r = page(body, None);
    if let Ok(v) = HeaderValue::from_str(&snap.version.to_string()) {
        r.headers_mut().insert("x-version", v);
    }
    r
}

#[derive(Deserialize)]
struct Search {
    q: Option<String>,
    lang: Option<String>,
}

async fn players(State(s): State<Shared>, headers: HeaderMap, Query(q): Query<Search>) -> Response {
    let lang = phone_lang(&headers, q.lang.as_deref());
    let snap = s.snap.borrow().clone();
    let text: String = q.q.unwrap_or_default().chars().take(100).collect();
    page(
        pages::players(&snap, lang, &text),
        q.lang.is_some().then_some(lang),
    )
}

#[derive(Deserialize)]
struct LangOnly {
    lang: Option<String>,
}

async fn player(
    State(s): State<Shared>,
    headers: HeaderMap,
    UrlPath(id): UrlPath<String>,
    Query(q): Query<LangOnly>,
) -> Response {
    let lang = phone_lang(&headers, q.lang.as_deref());
    let snap = s.snap.borrow().clone();
    match id
        .parse::<u32>()
        .ok()
        .and_then(|id| pages::player(&snap, lang, id, Utc::now()))
    {
        Some(body) => page(body, q.lang.is_some().then_some(lang)),
        None => (StatusCode::NOT_FOUND, page(pages::not_found(lang), None)).into_response(),
    }
}

async fn api_version(State(s): State<Shared>) -> Response {
    let v = s.snap.borrow().version;
    let mut r = axum::Json(serde_json::json!({ "version": v })).into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

async fn api_round(State(s): State<Shared>) -> Response {
    let snap = s.snap.borrow().clone();
    let mut r = axum::Json(super::api::round(&snap, Utc::now())).into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

async fn asset(UrlPath(file): UrlPath<String>) -> Response {
    let (body, kind): (&'static str, &'static str) = match file.as_str() {
        "room.css" => (super::assets::CSS, "text/css; charset=utf-8"),
        "tv.js" => (super::assets::TV_JS, "text/javascript; charset=utf-8"),
        "phone.js" => (super::assets::PHONE_JS, "text/javascript; charset=utf-8"),
        _ => return StatusCode::NOT_FOUND.into_response(),
    };
    let mut r = body.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("max-age=300"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    r
}

#[derive(Deserialize)]
struct ReportLink {
    table: Option<String>,
    code: Option<String>,
    lang: Option<String>,
}

async fn report_form(
    State(s): State<Shared>,
    headers: HeaderMap,
    Query(q): Query<ReportLink>,
) -> Response {
    let lang = phone_lang(&headers, q.lang.as_deref());
    let snap = s.snap.borrow().clone();
    let table = q.table.and_then(|t| t.trim().parse().ok());
    let code: String = q.code.unwrap_or_default().chars().take(16).collect();
    page(
        pages::report_form(&snap, lang, table, &code),
        q.lang.is_some().then_some(lang),
    )
}

#[derive(Deserialize)]
struct ReportForm {
    table: String,
    code: String,
    result: String,
}

async fn report(
    State(s): State<Shared>,
    headers: HeaderMap,
    Form(f): Form<ReportForm>,
) -> Response {
    let lang = phone_lang(&headers, None);
    let table: Option<u32> = f.table.trim().parse().ok();
    let code: String = f.code.chars().take(16).collect();
    let answer = match table {
        None => Err(super::keeper::Refusal::NoTable),
        Some(table) if f.code.len() <= 16 && f.result.len() <= 64 => {
            let (tx, rx) = oneshot::channel();
            let sent = s.asks.lock().is_ok_and(|asks| {
                asks.send(Ask::Report {
                    table,
                    code: f.code,
                    result: f.result,
                    lang,
                    reply: tx,
                })
                .is_ok()
            });
            match (sent, rx.await) {
                (true, Ok(a)) => a,
                _ => Err(super::keeper::Refusal::Closed),
            }
        }
        Some(_) => Err(super::keeper::Refusal::BadResult(
            crate::i18n::t("room-report-too-long").into(),
        )),
    };
    let snap = s.snap.borrow().clone();
    let status = if answer.is_ok() {
        StatusCode::OK
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    let body = pages::report_answer(&snap, lang, table.unwrap_or(0), &code, &answer);
    (status, page(body, None)).into_response()
}

async fn not_found(headers: HeaderMap) -> Response {
    let lang = phone_lang(&headers, None);
    (StatusCode::NOT_FOUND, page(pages::not_found(lang), None)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_phone_language_follows_the_link_then_the_cookie_then_the_browser() {
        let mut h = HeaderMap::new();
        assert_eq!(phone_lang(&h, None), Lang::En);
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("de-DE,de;q=0.9,en;q=0.8"),
        );
        assert_eq!(phone_lang(&h, None), Lang::De);
        h.insert(header::COOKIE, HeaderValue::from_static("x=1; lang=en"));
        assert_eq!(phone_lang(&h, None), Lang::En);
        assert_eq!(phone_lang(&h, Some("de")), Lang::De);
        let mut fr = HeaderMap::new();
        fr.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("fr-FR,en;q=0.5,de;q=0.3"),
        );
        assert_eq!(phone_lang(&fr, None), Lang::En);
    }
}
