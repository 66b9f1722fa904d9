/** URI Templates (RFC 6570): parse, expand to a checked URI, match back where unambiguous. */
module dev.urikit.template {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;

  exports dev.urikit.template;
}
