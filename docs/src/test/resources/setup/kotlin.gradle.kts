// The guide's Gradle setup for a Kotlin project (getting-started.md), checked by SetupSnippetsTest.
plugins {
    kotlin("jvm") version "2.4.10"
    kotlin("plugin.serialization") version "2.4.10"
}

dependencies {
    implementation("dev.urikit:uri-core:0.1.0-SNAPSHOT")
    implementation("dev.urikit:schemes-http:0.1.0-SNAPSHOT")
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-core:1.12.0")
}
