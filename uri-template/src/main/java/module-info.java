/** URI Templates (RFC 6570): parse, expand to a checked URI, match back where unambiguous. */
module dev.urikit.template {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.template;
}
