/**
 * The {@code mailto} scheme (RFC 6068): validation against header injection, the {@link
 * dev.urikit.mailto.MailtoUri} view, and a builder that encodes user data safely.
 *
 * <pre>{@code
 * MailtoUri link = MailtoUri.builder().to("a@example.com").subject("Hi & bye").body("1\n2").build();
 * link.toString()   // "mailto:a@example.com?subject=Hi%20%26%20bye&body=1%0D%0A2"
 *
 * Uri.parse("mailto:a@example.com?subject=hi%0D%0ABcc:evil@example.com")
 * // UriSyntaxException (SCHEME_SPECIFIC, code mailto.header.crlf): CR or LF in the value of header "subject" ...
 *
 * Uri.parse("mailto:a@x,b@x").equals(Uri.parse("mailto:b@X?to=a@x"))   // true: the same recipients
 * }</pre>
 *
 * <p>{@link dev.urikit.mailto.MailtoSchemeProvider} installs the scheme through {@link
 * java.util.ServiceLoader}. The Kotlin DSL ({@code mailto { }}, {@code MailtoUri.edit { }}) and
 * {@code MailtoUriSerializer} need the Kotlin libraries, which are optional.
 */
@NullMarked
package dev.urikit.mailto;

import org.jspecify.annotations.NullMarked;
