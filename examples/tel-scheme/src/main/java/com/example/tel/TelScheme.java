package com.example.tel;

import dev.urikit.OpaqueUri;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code tel} scheme of RFC 3966: {@code tel:+1-201-555-0123}, {@code tel:7042;phone-context=example.com}.
 *
 * <ul>
 *   <li>{@link #validate} reads the ABNF of section 3 as written: a global number ({@code "+"} and digits) or a local
 *       one (hex digits, {@code "*"}, {@code "%23"} for {@code "#"}) with exactly one {@code phone-context}, visual
 *       separators {@code -.()} anywhere among the digits, parameters that appear at most once, no query and no
 *       fragment;
 *   <li>{@link #normalize} applies section 4's comparison: visual separators go, everything but percent-encoding is
 *       lower case, and parameters take the order section 3 gives them (isub, ext, phone-context, then the others
 *       by name), so {@code tel:+1-201-555-0123} and {@code tel:+12015550123} are one key in a {@code HashSet}.
 * </ul>
 */
public final class TelScheme implements Scheme {

  static final String NUMBER_RULE = "a tel URI is \"+\" and digits, or hex digits, \"*\" and \"%23\" with a"
      + " phone-context; \"-\", \".\", \"(\" and \")\" may separate them (RFC 3966 section 3)";
  static final String PARAMETER_RULE = "a parameter is \";\" name [\"=\" value], each name at most once"
      + " (RFC 3966 section 3)";
  static final String CONTEXT_RULE = "a local number has one phone-context, a domain name or \"+\" and digits;"
      + " a global number has none (RFC 3966 section 5.1.5)";

  @Override
  public String name() {
    return "tel";
  }

  @Override
  public SchemeForm form() {
    return SchemeForm.OPAQUE;
  }

  @Override
  public boolean canBeBase() {
    return false;
  }

  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(TelUri.class);
  }

  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "tel.query", "a tel URI has no query (RFC 3966 section 3)");
    }
    if (UriLayout.hasFragment(uri)) {
      return new SchemeViolation(UriLayout.fragmentStart(uri) - 1, "tel.fragment", "a tel URI has no fragment (RFC 3966 section 3)");
    }
    String text = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = UriLayout.pathEnd(uri);
    boolean global = start < end && text.charAt(start) == '+';
    int i = TelSyntax.numberEnd(text, global ? start + 1 : start, end, global);
    if (i < 0) {
      return new SchemeViolation(start, "tel.number", NUMBER_RULE);
    }
    int paramsStart = i;
    boolean context = false;
    while (i < end) {
      if (text.charAt(i) != ';') {
        return new SchemeViolation(i, "tel.number", NUMBER_RULE);
      }
      int nameStart = i + 1;
      int nameEnd = TelSyntax.nameEnd(text, nameStart, end);
      if (nameEnd == nameStart || TelSyntax.seenBefore(text, paramsStart, nameStart, nameEnd)) {
        return new SchemeViolation(nameStart, "tel.parameter", PARAMETER_RULE);
      }
      boolean isContext = TelSyntax.is(text, nameStart, nameEnd, "phone-context");
      boolean hasValue = nameEnd < end && text.charAt(nameEnd) == '=';
      int valueEnd = hasValue ? TelSyntax.valueEnd(text, nameStart, nameEnd, nameEnd + 1, end)
          : nameEnd == end || text.charAt(nameEnd) == ';' ? nameEnd : -1;
      if (valueEnd < 0 || (!hasValue && (isContext || TelSyntax.needsValue(text, nameStart, nameEnd)))) {
        return new SchemeViolation(nameEnd, "tel.parameter", PARAMETER_RULE);
      }
      if (isContext && (global || !TelSyntax.isDescriptor(text, nameEnd + 1, valueEnd))) {
        return new SchemeViolation(nameStart, "tel.context", CONTEXT_RULE);
      }
      context |= isContext;
      i = valueEnd;
    }
    return global || context ? null : new SchemeViolation(end, "tel.context", CONTEXT_RULE);
  }

  @Override
  public void normalize(UriParts parts) {
    parts.path(TelSyntax.normalize(parts.path()));
  }

  @Override
  public ViewDescription describe(Uri uri) {
    TelUri tel = new TelUri((OpaqueUri) uri);
    return ViewDescription.builder("tel")
        .put("global", tel.isGlobal())
        .put("number", tel.number())
        .put("phone_context", tel.phoneContext())
        .put("extension", tel.parameter("ext"))
        .build();
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == TelUri.class ? type.cast(new TelUri((OpaqueUri) uri)) : null;
  }
}
