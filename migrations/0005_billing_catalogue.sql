-- Reference data: the plans and the add-on catalogue (domain/billing/*.ts, checked by db/billing-catalogue.test.ts).
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_basic', 'Básico', 'Publica tu propiedad con visibilidad estándar.', 'individual', 'basic', 499, 'low', 1, 0, '{}', '["1 propiedad publicada por 30 días","Visibilidad baja en resultados","Renovación automática"]', 1);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_pro', 'Pro', 'Más visibilidad y un recorrido 3D para vender más rápido.', 'individual', 'pro', 999, 'high', 1, 1, '{"most_popular":true,"includes_3d_tour":true,"ai_match":true}', '["1 propiedad publicada por 30 días","Visibilidad alta en resultados","$4,000 de crédito para un recorrido 3D","AI-match con compradores similares"]', 2);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_expert', 'Expert', 'La máxima exposición, con campaña de IA y portada.', 'individual', 'expert', 1999, 'mega', 1, 1, '{"includes_3d_tour":true,"ai_match":true,"ai_campaigns":true,"homepage_featured_days":7}', '["1 propiedad publicada por 30 días","Mega visibilidad","Crédito para un recorrido 3D","Campaña de IA con perfiles similares (lookalikes)","7 días en la página de inicio"]', 3);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_agency_core', 'Agencia Core', 'Para empezar a publicar como equipo.', 'agency', 'agency_core', 400, 'low', 5, 0, '{"agent_management":true,"basic_reports":true}', '["5 propiedades básicas","Gestión de agentes","Reportes básicos"]', 4);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_agency_pro', 'Agencia Pro', 'El plan favorito de las inmobiliarias.', 'agency', 'agency_pro', 899, 'high', 12, 2, '{"agent_management":true,"basic_reports":true,"ai_bot":true}', '["10 propiedades Pro + 2 propiedades Expert","Gestión de agentes","Reportes básicos","Agente de IA 24/7"]', 5);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_agency_expert', 'Agencia Expert', 'Máxima visibilidad para todo tu inventario.', 'agency', 'agency_expert', 1499, 'mega', 10, 2, '{"agent_management":true,"basic_reports":true,"ai_bot":true}', '["10 propiedades Expert","Gestión de agentes","Reportes básicos","Agente de IA 24/7"]', 6);
--> statement-breakpoint
INSERT INTO subscription_plans (id, name, description, plan_type, plan_category, price_mxn, visibility_level, passes, credits_3d_tour, features, feature_list, sort_order) VALUES ('plan_enterprise', 'Enterprise', 'Para redes y desarrolladoras con necesidades propias.', 'agency', 'enterprise', NULL, 'mega', 0, 0, '{"custom_pricing":true,"agent_management":true,"ai_bot":true}', '["Equipo ilimitado","Analítica avanzada","Soporte prioritario","Integraciones a la medida"]', 7);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('boost_property', 'Impulso de propiedad', 'Tu propiedad aparece más arriba en los resultados de su zona.', 7, 'promotion', 'rocket', NULL);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('featured_listing', 'Propiedad destacada', 'Insignia de Destacado y lugar preferente en búsquedas y en la página de inicio.', 14, 'promotion', 'star', NULL);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('premium_gallery', 'Galería premium', 'Hasta 50 fotos y videos para mostrar cada rincón.', NULL, 'features', 'images', NULL);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('analytics_insights', 'Análisis de desempeño', 'Visitas, contactos y comparación con propiedades similares.', 30, 'analytics', 'chart-line', NULL);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('virtual_tour', 'Recorrido virtual 3D', 'Un recorrido 3D profesional de tu propiedad.', NULL, 'features', 'box', 3999);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('drone_video', 'Video con dron', 'Video aéreo de 60–90 s, entrega en 48–72 h. Precio por propiedad en la Ciudad de México; otras zonas pueden requerir viáticos. IVA incluido si aplica.', NULL, 'features', 'plane', 5499);
--> statement-breakpoint
INSERT INTO services (id, name, description, duration_days, category, icon, price_mxn) VALUES ('ai_agent', 'Agente de IA 24/7', 'Automatización por WhatsApp que atiende a tus prospectos las 24 horas.', NULL, 'features', 'bot', 4990);
